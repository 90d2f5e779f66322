import { sql } from 'kysely';
import { all, exec, one, run, type Db } from '../base/db';
import { hashPasswordSync } from '../session/passwords';
import { readConfig } from './config';
import { currentSchemaVersion, migrate } from './schema';
import { demoLineUserId } from '../member/demo';
import { migratedTestDatabase, testApp, testDatabase, testDialect } from './test-app';
import { postJson, validRegistration } from './testing/register';

/** A member row as an early schema had it (id 1). */
async function insertEarlierMember(db: Db): Promise<void> {
  await run(
    db,
    sql`INSERT INTO members (username, username2, password_hash, sportsbook_password, web_agent_group, site_api, credit_satang, created_at)
        VALUES ('0800000001', 'P1', 'x', 'sb', 'member', 'http://x/', 0, 1)`,
  );
}

describe('deposit promotions migration', () => {
  it('brings a database with deposits to the promotions schema, also when a column is already there', async () => {
    const db = testDatabase();
    await migrate(db, 5);
    await exec(db, 'ALTER TABLE deposits ADD COLUMN promotion_title TEXT');
    await insertEarlierMember(db);
    const member = await one<{ id: number }>(db, sql`SELECT id FROM members`);
    await run(
      db,
      sql`INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, created_at, expires_at)
          VALUES ('dep_old', ${member?.id}, 'promptpay', 'pending', 10000, 10001, 'p', 1, 2)`,
    );
    await migrate(db);
    expect(await one(db, sql`SELECT promotion_title, bonus_satang, promotion_note FROM deposits`)).toEqual({
      promotion_title: null,
      bonus_satang: null,
      promotion_note: null,
    });
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM turnover_locks`)).toEqual({ n: 0 });
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM promotion_choices`)).toEqual({ n: 0 });
    await db.destroy();
  });
});

describe('schema version 2', () => {
  it('migrates a version-1 database in place: old members keep working and can be joined', async () => {
    const db = testDatabase();
    await migrate(db, 1);
    await run(
      db,
      sql`INSERT INTO members (username, username2, password_hash, sportsbook_password, web_agent_group, site_api, credit_satang, created_at)
          VALUES ('0812345678', 'OLD01', ${hashPasswordSync('Before1234')}, 'sb', 'member', 'http://x/', 4200, 1)`,
    );

    const { app } = testApp({ db });
    await app.ready();
    expect(await one(db, sql`SELECT MAX(version) AS v FROM schema_version`)).toEqual({ v: currentSchemaVersion() });
    expect(currentSchemaVersion()).toBe(18);
    const old = (await one<Record<string, unknown>>(db, sql`SELECT * FROM members WHERE username = '0812345678'`)) ?? {};
    // The demo member from before the wallet gets its demo bank account and an opening ledger row.
    expect(old).toMatchObject({ username2: 'OLD01', credit_satang: 4200, bank_code: 'SCB', bank_account: '4071234567', line_user_id: demoLineUserId });
    expect(await all(db, sql`SELECT kind, amount_satang, balance_after_satang FROM ledger WHERE member_id = ${old.id}`)).toEqual([
      { kind: 'adjustment', amount_satang: 4200, balance_after_satang: 4200 },
    ]);
    const login = await postJson(app, '/api/v1/login', { username: '0812345678', password: 'Before1234' });
    expect(login.statusCode).toBe(200);
    expect((await postJson(app, '/api/v1/register', validRegistration())).statusCode).toBe(201);

    // Running the migrations again changes nothing.
    await migrate(db);
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM schema_version`)).toEqual({ n: currentSchemaVersion() });
    await app.close();
    await db.destroy();
  });

  it('keeps bank accounts and LINE accounts unique, but allows members without them', async () => {
    const { app, db } = testApp();
    await app.ready();
    const insert = (username: string, bankCode: string | null, bankAccount: string | null, lineUserId: string | null) =>
      run(
        db,
        sql`INSERT INTO members (username, password_hash, sportsbook_password, created_at, bank_code, bank_account, line_user_id)
            VALUES (${username}, 'h', 'sb', 1, ${bankCode}, ${bankAccount}, ${lineUserId})`,
      );
    await insert('0800000001', null, null, null);
    await insert('0800000002', null, null, null);
    await insert('0800000003', 'KBANK', '1000000000', 'Ua1');
    await expect(insert('0800000004', 'KBANK', '1000000000', null)).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    await expect(insert('0800000005', 'SCB', '1000000000', 'Ua1')).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    await app.close();
  });
});

describe('configuration of registration and LINE', () => {
  const read = (env: Record<string, string>) => readConfig(env, '/tmp/api');

  it('has safe defaults: limits on, dev SMS, LINE and test routes off', () => {
    const config = read({});
    expect(config.registerRateLimit).toEqual({ max: 20, timeWindowMs: 3_600_000 });
    expect(config.otpLimits).toEqual({ resendSeconds: 60, phoneHourlyMax: 5, ipHourlyMax: 30, globalHourlyMax: 1000 });
    expect(config).toMatchObject({ devSms: false, lineDouble: false, lineChannel: null, enableTestRoutes: false });
  });

  it('reads the new variables and refuses half a LINE channel', () => {
    const config = read({
      API_REGISTER_RATE_MAX: '5',
      API_REGISTER_RATE_WINDOW_MS: '60000',
      API_OTP_RESEND_SECONDS: '30',
      API_OTP_PHONE_HOURLY_MAX: '3',
      API_OTP_IP_HOURLY_MAX: '10',
      API_DEV_SMS: '1',
      API_LINE_DOUBLE: '1',
      API_LINE_CHANNEL_ID: '1234567890',
      API_LINE_CHANNEL_SECRET: 's3cret',
    });
    expect(config).toMatchObject({
      registerRateLimit: { max: 5, timeWindowMs: 60_000 },
      otpLimits: { resendSeconds: 30, phoneHourlyMax: 3, ipHourlyMax: 10 },
      devSms: true,
      lineDouble: true,
      lineChannel: { channelId: '1234567890', channelSecret: 's3cret' },
    });
    expect(() => read({ API_LINE_CHANNEL_ID: '1234567890' })).toThrow(/\[api\] E2 .*set together/);
    expect(() => read({ API_REGISTER_RATE_MAX: 'many' })).toThrow(/\[api\] E2 API_REGISTER_RATE_MAX/);
  });
});

describe('promotion codes and referrals migration', () => {
  it('adds the code tables and the referral columns, also when a column is already there, and keeps old members', async () => {
    const db = testDatabase();
    await migrate(db, 1);
    await exec(db, 'ALTER TABLE members ADD COLUMN referral_code TEXT');
    await insertEarlierMember(db);
    await migrate(db);
    expect(await one(db, sql`SELECT referral_code, referred_by FROM members`)).toEqual({ referral_code: null, referred_by: null });
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM promotion_codes`)).toEqual({ n: 0 });
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM promotion_code_redemptions`)).toEqual({ n: 0 });
    await db.destroy();
  });
});

/** What a PostgreSQL schema holds: columns, constraints, indexes, triggers and each table's row count. */
async function catalog(db: Db): Promise<Record<string, unknown[]>> {
  return {
    columns: await all(
      db,
      sql`SELECT table_name, column_name, data_type, column_default, is_nullable, is_identity FROM information_schema.columns
          WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
    ),
    constraints: await all(
      db,
      sql`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2`,
    ),
    indexes: await all(
      db,
      sql`SELECT indexname, replace(indexdef, current_schema() || '.', '') AS definition FROM pg_indexes
          WHERE schemaname = current_schema() ORDER BY indexname`,
    ),
    triggers: await all(
      db,
      sql`SELECT trigger_name, event_manipulation, event_object_table, action_statement FROM information_schema.triggers
          WHERE trigger_schema = current_schema() ORDER BY 1, 2, 3`,
    ),
    rows: await all(
      db,
      sql`SELECT table_name, (xpath('/row/n/text()', query_to_xml(format('SELECT COUNT(*) AS n FROM %I', table_name), false, true, '')))[1]::text AS n
          FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    ),
    versions: await all(db, sql`SELECT version FROM schema_version ORDER BY version`),
  };
}

describe("the tests' databases", () => {
  // Most tests start on a copy of one migrated template (test-app.ts); it must be what migrate makes.
  (testDialect === 'postgres' ? it : it.skip)('a copy of the template is the schema migrate makes, tables, rows and all (PostgreSQL)', async () => {
    const migrated = testDatabase();
    await migrate(migrated);
    // As it comes: an app's migrate would otherwise mend a copy that missed something.
    const copied = await migratedTestDatabase();
    const expected = await catalog(migrated);
    expect(expected.columns?.length).toBeGreaterThan(200);
    expect(expected.triggers?.length).toBeGreaterThan(0);
    expect(await catalog(copied)).toEqual(expected);
    await Promise.all([migrated.destroy(), copied.destroy()]);
  });
});
