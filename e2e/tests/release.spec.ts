import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newMember } from '../support/api-state';
import { releaseTool } from '../support/release-tool';
import { prepare, walletVariantDir, type WalletVariant } from '../support/test-builds';
import { expect, signInViaApi, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { e2eStack } from '../support/stack-env';

// Releasing one remote (issue 11, ADR 0021) against the running stack: the release tool
// (tools/release/cli.mjs) publishes new builds of mf-wallet into the stack's publish root while
// the shell and the other remotes keep running. The builds differ by a visible footer line of the
// wallet pages ("รุ่น <note>", RELEASE_NOTE at build time); the stack's own build has none.
// Server-agnostic: everything goes through the release tool, the served files and the browser.

const fallbackText = 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้';
type Variant = WalletVariant;
const variantDir = walletVariantDir;
const releasesDir = e2eStack.releasesDir;

const tool = releaseTool;

type Registry = { remotes: Record<string, { live: string; versions: Record<string, unknown> }> };
const registry = (): Registry => JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
const liveWallet = () => registry().remotes.mf_wallet?.live ?? '';
/** The version folder a variant build was published as (same bytes, same hash suffix). */
function versionOf(note: Variant): string {
  const line = tool('release', 'mf-wallet', '--from', variantDir(note), '--no-live');
  const version = /mf_wallet (\d{14}-[0-9a-f]{8})/.exec(line)?.[1];
  if (!version) throw new Error(`no version in: ${line}`);
  return version;
}

/** sha256 of every file the shell and the other remotes serve, and of the wallet's published versions. */
function checksums(): Record<string, string> {
  const sums: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else sums[path.relative(repoRoot, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    }
  };
  walk(path.join(repoRoot, 'shell/dist'));
  for (const app of ['mf-landing', 'mf-games', 'mf-account', 'mf-wallet']) walk(path.join(releasesDir, app));
  return sums;
}

const remotesServed = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      (['mf_landing', 'mf_games', 'mf_account'] as const).map(async (name) => {
        const live = registryLive(name);
        const manifest = await page.request.get(`${e2eStack.remoteOrigins[name]}/${live}/mf-manifest.json`);
        const entry = await page.request.get(`${e2eStack.remoteOrigins[name]}/${live}/remoteEntry.js`);
        return [
          name,
          `${crypto
            .createHash('sha256')
            .update(await manifest.body())
            .digest('hex')} ${crypto
            .createHash('sha256')
            .update(await entry.body())
            .digest('hex')}`,
        ];
      }),
    ),
  );
const registryLive = (name: string) => registry().remotes[name]?.live ?? '';

let member: { username: string; password: string };
let original = '';

/** A new browser (own storage, own cache) signed in as the test's member, on `route`. */
async function freshBrowser(browser: Browser, route = '/topup'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, member);
  await page.goto(route);
  return { context, page };
}

/** Which build's footer the wallet page shows ('' for the stack's own build). */
async function shownNote(page: Page): Promise<string> {
  const area = page.locator('.remote-area[data-remote="mf_wallet"]');
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  const line = area.getByText(/^รุ่น /);
  return (await line.count()) ? ((await line.textContent()) ?? '').replace(/^รุ่น /, '') : '';
}

test.describe.serial('releasing mf-wallet alone', () => {
  test.beforeAll(async ({ request }) => {
    // Only when mf-wallet's sources changed since they were last built; cold, on a busy machine.
    test.setTimeout(300_000);
    // Three builds of mf-wallet that differ only by their footer line, beside the stack, never in
    // mf-wallet/dist, and kept (e2e/.run is not cleaned) until mf-wallet's inputs change.
    await prepare('release.spec.ts');
    member = await newMember(request);
    original = liveWallet();
  });

  test.afterAll(() => {
    // Later specs run against the stack's own build again.
    if (original) tool('rollback', 'mf-wallet', '--to', original);
  });

  test('a new wallet goes live while the rest keeps running; an open tab keeps working', async ({ browser, page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInViaApi(page, member);
    await page.goto('/topup');
    expect(await shownNote(page)).toBe('');

    const before = checksums();
    const servedBefore = await remotesServed(page);
    const out = tool('release', 'mf-wallet', '--from', variantDir('e2e-A'));
    expect(out).toMatch(/published and live/);
    // Nothing of the shell or the other remotes changed, on disk or as served; the old version stays.
    const after = checksums();
    expect(Object.fromEntries(Object.entries(after).filter(([file]) => file in before))).toEqual(before);
    expect(
      Object.keys(after)
        .filter((file) => !(file in before))
        .every((file) => file.includes(`mf-wallet${path.sep}${liveWallet()}`)),
    ).toBe(true);
    expect(await remotesServed(page)).toEqual(servedBefore);

    const fresh = await freshBrowser(browser);
    expect(await shownNote(fresh.page)).toBe('e2e-A');
    await fresh.context.close();

    // The tab opened before the release moves to a wallet page it has not loaded: the chunks of
    // the version it runs are still served.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/withdraw');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
    await expect(page.getByText(fallbackText)).toHaveCount(0);
    expect(await shownNote(page)).toBe('');
    expect(errors).toEqual([]);
  });

  test('a preview link shows a candidate to that browser only', async ({ browser }) => {
    const candidate = versionOf('e2e-B');
    expect(liveWallet()).not.toBe(candidate);
    const link = new URL(tool('preview', 'mf-wallet', '--version', candidate, '--minutes', '10').trim());
    expect(link.origin).toBe(e2eStack.shellUrl);

    const previewing = await browser.newContext();
    const page = await previewing.newPage();
    await signInViaApi(page, member);
    await page.goto(`/topup?preview=${link.searchParams.get('preview')}`);
    expect(await shownNote(page)).toBe('e2e-B');
    await expect(page).toHaveURL(/\/topup$/);
    await page.reload();
    expect(await shownNote(page)).toBe('e2e-B');

    const other = await freshBrowser(browser);
    expect(await shownNote(other.page)).toBe('e2e-A');
    await Promise.all([previewing.close(), other.context.close()]);

    // Only versions in the registry can be previewed.
    expect(() => tool('preview', 'mf-wallet', '--version', '20990101000000-deadbeef')).toThrow(/E10 mf_wallet has no version/);
  });

  test('a 50 % canary serves both versions across browsers, each keeping its own', async ({ browser }) => {
    test.setTimeout(120_000);
    expect(tool('release', 'mf-wallet', '--from', variantDir('e2e-B'), '--canary', '50')).toMatch(/canary for 50% of browsers/);
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { context, page } = await freshBrowser(browser);
      const note = await shownNote(page);
      await page.reload();
      expect(await shownNote(page), `browser ${i} keeps its version`).toBe(note);
      seen.push(note);
      await context.close();
    }
    expect(new Set(seen)).toEqual(new Set(['e2e-A', 'e2e-B']));

    expect(tool('promote', 'mf-wallet')).toMatch(/canary promoted/);
    const after = await freshBrowser(browser);
    expect(await shownNote(after.page)).toBe('e2e-B');
    await after.context.close();
  });

  test('rollback to a version two releases back shows it again on the next load', async ({ browser, page }) => {
    const a = versionOf('e2e-A');
    tool('release', 'mf-wallet', '--from', variantDir('e2e-C'));
    await signInViaApi(page, member);
    await page.goto('/topup');
    expect(await shownNote(page)).toBe('e2e-C');

    // Live went A → B (promoted canary) → C: A is two releases back. Nothing is rebuilt.
    const folders = fs.readdirSync(path.join(releasesDir, 'mf-wallet')).sort();
    expect(tool('rollback', 'mf-wallet', '--to', a)).toMatch(/rolled back/);
    expect(fs.readdirSync(path.join(releasesDir, 'mf-wallet')).sort()).toEqual(folders);
    await page.reload();
    expect(await shownNote(page)).toBe('e2e-A');
    const fresh = await freshBrowser(browser);
    expect(await shownNote(fresh.page)).toBe('e2e-A');
    await fresh.context.close();
  });

  // Changes that would load fine without integrity: a harmless statement or rule that marks the
  // page if it runs, and one digit of the manifest's build version. `entryRuns`: the entry itself
  // is unchanged, so it runs and refuses the changed chunk (issue 22).
  const exposeChunk = (ext: string) => (files: string[]) => files.find((f) => new RegExp(`^__federation_expose_app\\.[0-9a-f]+\\.${ext}$`).test(f)) ?? '';
  const tamper: { label: string; file: (files: string[]) => string; change: (bytes: Buffer) => Buffer; entryRuns: boolean }[] = [
    {
      label: 'remoteEntry.js',
      file: () => 'remoteEntry.js',
      change: (bytes) => Buffer.concat([Buffer.from('window.__tamperedRan=1;'), bytes]),
      entryRuns: false,
    },
    {
      label: 'mf-manifest.json',
      file: () => 'mf-manifest.json',
      change: (bytes) => Buffer.from(bytes.toString('utf8').replace('"buildVersion": "1.0.0"', '"buildVersion": "1.0.1"')),
      entryRuns: false,
    },
    { label: 'page chunk', file: exposeChunk('js'), change: (bytes) => Buffer.concat([Buffer.from('window.__tamperedRan=1;'), bytes]), entryRuns: true },
    { label: 'stylesheet', file: exposeChunk('css'), change: (bytes) => Buffer.concat([Buffer.from(':root{--tampered:1}'), bytes]), entryRuns: true },
  ];
  for (const { label, file, change, entryRuns } of tamper) {
    test(`a changed published ${label} makes the wallet area fall back, and none of it runs`, async ({ browser }) => {
      const folder = path.join(releasesDir, 'mf-wallet', liveWallet());
      const name = file(fs.readdirSync(folder));
      expect(name).not.toBe('');
      const target = path.join(folder, name);
      const bytes = fs.readFileSync(target);
      const changed = change(bytes);
      expect(changed.equals(bytes)).toBe(false);
      // The file as the servers hand it out: the build's .br and .gz copies change with it.
      const variants = [
        { file: target, bytes: changed },
        { file: `${target}.gz`, bytes: zlib.gzipSync(changed) },
        { file: `${target}.br`, bytes: zlib.brotliCompressSync(changed) },
      ].filter((variant) => fs.existsSync(variant.file));
      const originals = variants.map((variant) => fs.readFileSync(variant.file));
      try {
        for (const variant of variants) {
          fs.chmodSync(variant.file, 0o644);
          fs.writeFileSync(variant.file, variant.bytes);
        }
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInViaApi(page, member);
        await page.goto('/topup');
        await expect(page.getByRole('alert').filter({ hasText: fallbackText })).toBeVisible({ timeout: 10_000 });
        await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toHaveCount(0);
        // Nothing changed ran or applied: not the marker, not the rule; and before a checked entry,
        // not the entry (it defines window.mf_wallet) nor a chunk (webpack's chunk array of mf_wallet).
        const ran = await page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          return {
            marker: w.__tamperedRan !== undefined,
            rule: getComputedStyle(document.documentElement).getPropertyValue('--tampered') !== '',
            entry: w.mf_wallet !== undefined,
            chunks: w.webpackChunkmf_wallet !== undefined,
          };
        });
        expect(ran).toEqual({ marker: false, rule: false, entry: entryRuns, chunks: entryRuns && ran.chunks });
        // The chrome around it still works.
        await expect(page.getByRole('link', { name: 'หน้าหลัก' })).toBeVisible();
        await context.close();
      } finally {
        variants.forEach((variant, i) => {
          fs.writeFileSync(variant.file, originals[i] as Buffer);
          fs.chmodSync(variant.file, 0o444);
        });
      }
    });
  }
});
