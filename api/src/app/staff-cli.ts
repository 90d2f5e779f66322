// `npm run staff -- <command>` (tools/staff.mjs builds the API first): staff accounts from the
// command line, on the database of API_DB_FILE (default api/data/member-site.db). The first admin
// comes from here, never from a default password (issue 35, ADR 0046):
//   add <username> --name "<display name>" --role admin [--role cashier …]   prints a one-time password
//   list | disable <username> | enable <username> | reset-totp <username> | reset-password <username>
// Each change is audited as the system (`cli`). Passwords are printed once, never logged.
import { parseArgs } from 'node:util';
import { isStaffRole, staffRoles, staffUsernamePattern, type StaffRole } from '@member-site/shared/contract';
import { openDatabase, transaction, type Db } from '../base/db';
import { recordAudit } from '../audit/store';
import { hashPasswordSync } from '../session/passwords';
import { accountOf, findStaff, insertStaff, listStaff, newStaffPassword, resetStaffTotp, rolesOf, setStaffPassword, setStaffStatus } from '../staff/accounts';
import { createStaffSessions } from '../staff/sessions';
import { readConfig } from './config';
import { migrate } from './schema';

const usage = `usage: npm run staff -- <command>
  add <username> --name "<display name>" --role <${staffRoles.join('|')}> [--role …]
  list
  disable <username>
  enable <username>
  reset-totp <username>
  reset-password <username>`;

class CliError extends Error {}

const now = (): number => Math.floor(Date.now() / 1000);

async function audited(db: Db, action: string, username: string, change: (tx: Db) => Promise<void>): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await findStaff(tx, username);
    if (!before) throw new CliError(`[api] E31 no staff account named ${username}`);
    await change(tx);
    const after = await findStaff(tx, username);
    await recordAudit(
      tx,
      { actor: { kind: 'system', name: 'cli' }, action, target: { kind: 'staff', id: username }, before: accountOf(before), after: after && accountOf(after) },
      now(),
    );
  });
}

export async function runStaffCli(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command, rawName] = positionals;
  const username = rawName?.trim().toLowerCase() ?? '';
  const sessions = createStaffSessions(db, Date.now);
  if (command === 'list') {
    for (const row of await listStaff(db))
      print(`${row.username}\t${row.display_name}\t${rolesOf(row).join(',')}\t${row.status}\t${row.totp_secret ? 'TOTP' : 'no TOTP yet'}`);
    return;
  }
  if (!command || !username) throw new CliError(usage);
  if (command === 'add') {
    if (!new RegExp(staffUsernamePattern).test(username)) throw new CliError(`[api] E31 a staff username is 3–32 of a–z 0–9 . _ - (got "${username}")`);
    const roles = values.role ?? [];
    if (roles.length === 0 || !roles.every(isStaffRole)) throw new CliError(`[api] E31 give each role with --role, one of ${staffRoles.join(', ')}`);
    const password = newStaffPassword();
    await transaction(db, async (tx) => {
      const row = await insertStaff(
        tx,
        { username, displayName: values.name?.trim() || username, roles: roles as StaffRole[], passwordHash: hashPasswordSync(password), createdBy: 'cli' },
        now(),
      );
      if (!row) throw new CliError(`[api] E31 a staff account named ${username} exists`);
      await recordAudit(
        tx,
        { actor: { kind: 'system', name: 'cli' }, action: 'staff.create', target: { kind: 'staff', id: username }, after: accountOf(row) },
        now(),
      );
    });
    print(`Staff account ${username} (${roles.join(', ')}) created.`);
    print(`One-time password (shown once, give it in person): ${password}`);
    print('At the first sign-in on the back office they enrol an authenticator app (TOTP) and get recovery codes.');
    return;
  }
  const row = await findStaff(db, username);
  if (!row) throw new CliError(`[api] E31 no staff account named ${username}`);
  // The account's change and its audit row commit together; its sessions end once that is done.
  if (command === 'disable') {
    await audited(db, 'staff.disable', username, (tx) => setStaffStatus(tx, row.id, 'disabled'));
    await sessions.endAll(row.id);
    print(`${username} disabled; every session of the account ended.`);
  } else if (command === 'enable') {
    await audited(db, 'staff.enable', username, (tx) => setStaffStatus(tx, row.id, 'active'));
    print(`${username} enabled.`);
  } else if (command === 'reset-totp') {
    await audited(db, 'staff.reset-totp', username, (tx) => resetStaffTotp(tx, row.id));
    await sessions.endAll(row.id);
    print(`${username} enrols a new authenticator at the next sign-in; their sessions ended.`);
  } else if (command === 'reset-password') {
    const password = newStaffPassword();
    await audited(db, 'staff.reset-password', username, (tx) => setStaffPassword(tx, row.id, hashPasswordSync(password)));
    await sessions.endAll(row.id);
    print(`New one-time password for ${username} (shown once): ${password}`);
  } else {
    throw new CliError(usage);
  }
}

async function main(): Promise<void> {
  const db = openDatabase(readConfig().database);
  try {
    await migrate(db);
    await runStaffCli(db, process.argv.slice(2), (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) void main();
