import fs from 'node:fs';
import type { Page } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@member-site/shared/checks';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../tools/serve.mjs';
// @ts-expect-error plain ESM module without types
import { resolveStack, writeRuntimeFiles } from '../../tools/stack.mjs';
import { setMemberServiceAnswer } from '../support/api-state';
import { expect, recordDialogTitles, signInViaApi, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { demo, e2eEnv, e2eStack } from '../support/stack-env';

type Server = { close: () => Promise<void> };

// A shell whose operator named a member service (CLIENT_API_URL): the reference API plays it.
test.describe.serial('earlier silent sign-in to the member service', () => {
  const altShellUrl = `http://localhost:${e2eStack.altShellPort}`;
  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-service-runtime-'));
  let altShell: Server;

  // config.json for this shell; remotes.json is the stack's generated one (tools/release).
  const configure = (clientApi: string) => {
    writeRuntimeFiles(resolveStack({ ...process.env, ...e2eEnv, PORT: String(e2eStack.altShellPort), CLIENT_API_URL: clientApi }), runtimeDir, {
      remotes: false,
    });
    fs.copyFileSync(path.join(e2eStack.releasesDir, 'remotes.json'), path.join(runtimeDir, 'remotes.json'));
  };

  test.beforeAll(async () => {
    configure(`${e2eStack.apiUrl}/`);
    altShell = await startStaticServer({ dir: path.join(repoRoot, 'shell/dist'), port: e2eStack.altShellPort, spa: true, runtimeDir });
  });

  test.afterAll(async () => {
    await altShell?.close();
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  });

  test('a signed-in member without a member-service token gets one, under its own keys', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url() === `${e2eStack.apiUrl}${apiPaths.memberServiceLogin}`) sent.push(r.postDataJSON());
    });
    await recordDialogTitles(page);
    const siteToken = await signInViaApi(page);
    await page.goto(`${altShellUrl}/playgame`);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('member_service_token'))).toBeTruthy();
    const profile = await page.evaluate(() => JSON.parse(window.localStorage.getItem('member_service_profile') ?? 'null'));
    expect(profile).toMatchObject({ username: demo.username, username2: 'DEMO01' });
    // The sportsbook credential went, not the site password; the site's own session is untouched.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ username: demo.username });
    expect((sent[0] as { password: string }).password).not.toBe(demo.password);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBe(siteToken);
    await expect(page.getByTestId('member-name')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dialogTitles: string[] }).dialogTitles)).toEqual([]);

    // Kept: the next page load does not sign in again.
    await page.reload();
    await expect(page.getByTestId('member-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
  });

  /** The warning of the error catalogue, then /logout: the member ends on the landing page, signed out. */
  async function expectRefusal(page: Page): Promise<void> {
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-title')).toHaveText('ไม่สามารถเข้าสู่ระบบได้');
    await expect(dialog.locator('.swal2-html-container')).toHaveText('รหัสผู้ใช้หรือรหัสผ่านผิด');
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(`${altShellUrl}/`);
    await expect(page.locator('[data-remote="mf_landing"]')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('member_service_token'))).toBeNull();
  }

  test('a refusal (HTTP 200, code other than 0) shows its warning, then /logout takes the member to the landing page', async ({ page, request }) => {
    await setMemberServiceAnswer(request, { code: 1, message: 'wrong credential' });
    try {
      await signInViaApi(page);
      await page.goto(`${altShellUrl}/playgame`);
      await expectRefusal(page);
    } finally {
      await setMemberServiceAnswer(request, null);
    }
  });

  test('an HTTP error from the service is a refusal too', async ({ page }) => {
    // The API answers this address with 404.
    configure(`${e2eStack.apiUrl}/no-member-service/`);
    await signInViaApi(page);
    await page.goto(`${altShellUrl}/playgame`);
    await expectRefusal(page);
  });
});
