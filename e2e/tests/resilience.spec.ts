import path from 'node:path';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../tools/serve.mjs';
import { e2eStack } from '../support/stack-env';
import { repoRoot } from '../support/paths';
import { expect, signInViaApi, test } from '../support/fixtures';

type Server = { close: () => Promise<void>; url: string };
const repo = repoRoot;

test.describe.serial('a remote moved to another port, then stopped', () => {
  let altShell: Server;
  let altWallet: Server | null;
  const altShellUrl = `http://localhost:${e2eStack.altShellPort}`;

  test.beforeAll(async () => {
    // Same shell build, new runtime files: mf_wallet now lives on another port.
    const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alt-runtime-'));
    // The stack's generated remotes.json (tools/release), with mf_wallet as a plain manifest URL.
    const remotes = JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'remotes.json'), 'utf8'));
    remotes.remotes.mf_wallet = `http://127.0.0.1:${e2eStack.altWalletPort}/mf-manifest.json`;
    fs.writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify(remotes));
    fs.copyFileSync(path.join(e2eStack.releasesDir, 'config.json'), path.join(runtimeDir, 'config.json'));
    altWallet = await startStaticServer({ dir: path.join(repo, 'mf-wallet/dist'), port: e2eStack.altWalletPort });
    altShell = await startStaticServer({ dir: path.join(repo, 'shell/dist'), port: e2eStack.altShellPort, spa: true, runtimeDir });
  });

  test.afterAll(async () => {
    await altShell?.close();
    await altWallet?.close();
  });

  test('remotes.json pointing at another port is honoured without rebuilding the shell', async ({ page }) => {
    const walletRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`:${e2eStack.altWalletPort}/`)) walletRequests.push(r.url());
    });
    await signInViaApi(page);
    await page.goto(`${altShellUrl}/topup`);
    await expect(page.getByRole('heading', { name: 'ฝากเงิน' })).toBeVisible();
    expect(walletRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(walletRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test("with the remote's server stopped its route shows the Thai fallback within 8 s; others still work", async ({ page }) => {
    await altWallet?.close();
    altWallet = null;
    await signInViaApi(page);
    const started = Date.now();
    await page.goto(`${altShellUrl}/topup`);
    const fallback = page.getByRole('alert').filter({ hasText: 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้' });
    await expect(fallback).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - started).toBeLessThan(8_000);
    await expect(fallback.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    // The chrome around it keeps working: move to a games route through the bottom nav.
    await page.getByRole('link', { name: 'หน้าหลัก' }).click();
    await expect(page).toHaveURL(/\/playgame$/);
    await expect(page.locator('.remote-area[data-remote="mf_games"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'หน้าหลักสมาชิก' })).toBeVisible();
  });

  test('the retry button loads the remote once its server is back', async ({ page }) => {
    await signInViaApi(page);
    await page.goto(`${altShellUrl}/topup`);
    const fallback = page.getByRole('alert').filter({ hasText: 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้' });
    await expect(fallback).toBeVisible({ timeout: 8_000 });
    altWallet = await startStaticServer({ dir: path.join(repo, 'mf-wallet/dist'), port: e2eStack.altWalletPort });
    await fallback.getByRole('button', { name: 'ลองใหม่' }).click();
    await expect(page.getByRole('heading', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(fallback).toBeHidden();
  });

  test('a remote whose server accepts connections but never answers falls back within 8 s', async ({ page }) => {
    await altWallet?.close();
    altWallet = null;
    const held: net.Socket[] = [];
    const blackhole = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(e2eStack.altWalletPort, '127.0.0.1', resolve));
    try {
      await signInViaApi(page);
      const started = Date.now();
      await page.goto(`${altShellUrl}/topup`);
      await expect(page.getByRole('alert').filter({ hasText: 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้' })).toBeVisible({ timeout: 8_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => blackhole.close(resolve));
    }
  });
});
