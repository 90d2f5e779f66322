import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { repoRoot } from './paths';
import { e2eStack } from './stack-env';

// Staff of the back office as the e2e tests make them (issue 35): accounts from the CLI an
// operator runs (`npm run staff -- add …`) on the e2e API's database, signed in through the
// back office's own pages, the authenticator's codes computed from the secret the enrolment page
// shows (as an authenticator app would from its QR).

export type StaffRole = 'admin' | 'cashier' | 'support' | 'viewer';

export interface StaffMember {
  username: string;
  password: string;
  /** The authenticator's secret, set by the first sign-in's enrolment. */
  secret?: string;
}

let counter = 0;

/** A new staff account made by the CLI, with its one-time password. */
export function addStaffAccount(roles: StaffRole[], name = 'พนักงานทดสอบ'): StaffMember {
  counter += 1;
  const username = `e2e.${roles.join('-')}.${Date.now().toString(36)}${counter}`;
  const dbFile = process.env[e2eStack.dbFileVar];
  if (!dbFile) throw new Error(`${e2eStack.dbFileVar} is not set (e2e/support/global-setup.ts)`);
  const output = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'api/dist/app/staff-cli.js'), 'add', username, '--name', name, ...roles.flatMap((role) => ['--role', role])],
    {
      env: { ...process.env, API_DB_FILE: dbFile },
      encoding: 'utf8',
    },
  );
  const password = /shown once.*: (\S+)$/m.exec(output)?.[1];
  if (!password) throw new Error(`the CLI printed no password:\n${output}`);
  return { username, password };
}

/**
 * The authenticator's code for the next sign-in. The API takes a code once, and accepts the one
 * of the step after now (clocks a little apart): a second sign-in within the same 30 s uses that
 * one, as a staff member would wait for the app's next code.
 */
export async function totpFor(staff: StaffMember): Promise<string> {
  if (!staff.secret) throw new Error(`${staff.username} has not enrolled`);
  const kept = staff as StaffMember & { lastStep?: number };
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (kept.lastStep ?? now - 1) + 1);
  if (step > now + 1) throw new Error(`${staff.username} signed in twice within 30 s already`);
  kept.lastStep = step;
  return TOTP.generate({ secret: Secret.fromBase32(staff.secret), timestamp: step * 30_000 + 1_000 });
}

/** Password and username on the back office's sign-in page, submitted. */
export async function submitStaffPassword(page: Page, staff: StaffMember): Promise<void> {
  await page.goto(e2eStack.backofficeUrl);
  await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
  await page.getByLabel('รหัสผ่าน').fill(staff.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/**
 * Signs the staff member in through the pages: the password, then (first time) the enrolment with
 * the secret read off the page and the recovery codes acknowledged, or the authenticator's code.
 */
export async function signInStaff(page: Page, staff: StaffMember): Promise<void> {
  await submitStaffPassword(page, staff);
  if (!staff.secret) {
    await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับผูกบัญชีกับแอป Authenticator' })).toBeVisible();
    // The secret as the page shows it to type by hand: base32 in groups of four.
    staff.secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).replace(/\s+/g, '');
    await page.getByLabel('รหัส 6 หลักจากแอป').fill(await totpFor(staff));
    await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
    await expect(page.getByRole('heading', { name: 'รหัสกู้คืน' })).toBeVisible();
    await page.getByRole('button', { name: 'บันทึกรหัสกู้คืนแล้ว' }).click();
  } else {
    await page.getByLabel('รหัสยืนยันจากแอป Authenticator').fill(await totpFor(staff));
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
}

/** A page of its own (a browser context: its own sessionStorage) with the staff member signed in. */
export async function staffPage(browser: Browser, staff: StaffMember): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2eStack.backofficeUrl,
    locale: 'th-TH',
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInStaff(page, staff);
  return page;
}

/** Opens a page of the back office through its menu. */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The staff session's token as the page keeps it (tab storage), for a call the UI would not make. */
export async function staffToken(page: Page): Promise<string> {
  return page.evaluate(() => window.sessionStorage.getItem('backoffice.staff-token') ?? '');
}
