import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, prerenderedPageRuns, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

/**
 * The shell's side of the release registry (ADR 0022), with remotes.json answered by the test:
 * the landing remote's served build described as registry versions. The release tool's own
 * end-to-end run (publishing, rollback) lives with the tool.
 */
const origin = e2eStack.remoteOrigins.mf_landing;
const sri = (bytes: Buffer | string) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });

type Version = { version: string; entry: string; integrity: { manifest: string; remoteEntry: string } };
/** The landing remote's live version folder as the stack published it (tools/release, ADR 0021). */
let folder = '';
let manifest = '';
let integrity: Version['integrity'];
/** Two versions of the same bytes, told apart by their manifest address. */
let live: Version;
let candidate: Version;
let versions: Record<string, Version>;
/** mf_games as a plain manifest URL (its live version's). */
let games = '';

test.beforeAll(() => {
  const published = JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'registry.json'), 'utf8'));
  const version: string = published.remotes.mf_landing.live;
  const dir = path.join(e2eStack.releasesDir, 'mf-landing', version);
  folder = `${origin}/${version}`;
  manifest = `${folder}/mf-manifest.json`;
  integrity = {
    manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))),
    remoteEntry: sri(fs.readFileSync(path.join(dir, 'remoteEntry.js'))),
  };
  live = { version: 'v-live', entry: `${manifest}?v=live`, integrity };
  candidate = { version: 'v-next', entry: `${manifest}?v=next`, integrity };
  versions = { [live.version]: live, [candidate.version]: candidate };
  games = `${e2eStack.remoteOrigins.mf_games}/${published.remotes.mf_games.live}/mf-manifest.json`;
});

function registry(landing: object): object {
  return {
    remotes: { mf_landing: landing, mf_games: games },
    previewKey: { kty, crv, x, y },
  };
}

function previewToken(claims: object): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = crypto.sign('sha256', Buffer.from(body, 'ascii'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

/** Answers /remotes.json with `json`; returns the landing manifest addresses the page fetched. */
async function serveRegistry(page: Page, json: object): Promise<string[]> {
  await page.route('**/remotes.json', (route) => route.fulfill({ json }));
  const manifests: string[] = [];
  page.on('request', (request) => {
    // The bare address is the server's live version, preloaded by the prerendered page's head
    // (ADR 0025); the versions this test's remotes.json names carry a ?v= of their own.
    if (request.url().startsWith(manifest) && request.url() !== manifest) manifests.push(request.url());
  });
  return manifests;
}

const loginField = (page: Page) => page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)');
/** The landing runs: the server's prerendered page alone is not enough (ADR 0025, 0030). */
const landingRuns = (page: Page) => prerenderedPageRuns(page);
const fallback = (page: Page) => page.getByRole('alert').filter({ hasText: 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้' });

test('a registry version whose files match loads, checked, from the new remotes.json', async ({ page }) => {
  const manifests = await serveRegistry(page, registry({ ...live, versions }));
  await page.goto('/login');
  await landingRuns(page);
  expect(manifests).toEqual([live.entry]);
});

test('a changed remoteEntry.js is refused by the browser: the area falls back and nothing of it runs', async ({ page }) => {
  const changed = { ...live, integrity: { ...integrity, remoteEntry: sri('another build') } };
  await serveRegistry(page, registry({ ...changed, versions: { [live.version]: changed } }));
  await page.goto('/login');
  await expect(fallback(page)).toBeVisible();
  await expect(loginField(page)).toHaveCount(0);
  const ran = await page.evaluate(() => ({
    entry: 'mf_landing' in window,
    chunks: 'webpackChunkmf_landing' in window,
  }));
  expect(ran).toEqual({ entry: false, chunks: false });
});

test('a changed mf-manifest.json is refused before its entry is asked for', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${folder}/remoteEntry.js`)) entries.push(request.url());
  });
  const changed = { ...live, integrity: { ...integrity, manifest: sri('another manifest') } };
  await serveRegistry(page, registry({ ...changed, versions: {} }));
  // A landing page that is not prerendered: nothing in the page preloads the entry.
  await page.goto('/Registerotp');
  await expect(fallback(page)).toBeVisible();
  expect(entries).toEqual([]);
});

test('a preview link opens a kept version in this browser only, and leaves the address bar', async ({ page, browser }) => {
  const json = registry({ ...live, versions });
  const manifests = await serveRegistry(page, json);
  const token = previewToken({ remote: 'mf_landing', version: candidate.version, exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`/login?preview=${token}`);
  await landingRuns(page);
  expect(page.url()).toBe(`${e2eStack.shellUrl}/login`);
  await page.reload();
  await landingRuns(page);
  expect(manifests).toEqual([candidate.entry, candidate.entry]);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherManifests = await serveRegistry(otherPage, json);
  await otherPage.goto('/login');
  await landingRuns(otherPage);
  expect(otherManifests).toEqual([live.entry]);
  await other.close();
});

test('a tampered or expired preview link is ignored: the live version loads', async ({ page }) => {
  const manifests = await serveRegistry(page, registry({ ...live, versions }));
  const exp = Math.floor(Date.now() / 1000) + 600;
  const [body, signature] = previewToken({ remote: 'mf_landing', version: candidate.version, exp }).split('.');
  const forged = `${Buffer.from(JSON.stringify({ remote: 'mf_landing', version: candidate.version, exp: exp + 1 })).toString('base64url')}.${signature}`;
  const expired = previewToken({ remote: 'mf_landing', version: candidate.version, exp: exp - 1200 });
  for (const token of [forged, `${body}.${signature?.slice(2)}`, expired]) {
    await page.goto(`/login?preview=${token}`);
    await landingRuns(page);
  }
  expect(manifests).toEqual([live.entry, live.entry, live.entry]);
});

test('a canary serves the browsers under its percent, and each browser keeps its version', async ({ browser }) => {
  const json = registry({ ...live, canary: { ...candidate, percent: 50 }, versions });
  const seen: string[] = [];
  for (const bucket of ['10', '90', null]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (bucket !== null) await page.addInitScript((b) => localStorage.setItem('release-bucket', b), bucket);
    const manifests = await serveRegistry(page, json);
    await page.goto('/login');
    await landingRuns(page);
    await page.reload();
    await landingRuns(page);
    const kept = Number(await page.evaluate(() => localStorage.getItem('release-bucket')));
    const expected = kept < 50 ? candidate.entry : live.entry;
    expect(manifests).toEqual([expected, expected]);
    seen.push(manifests[0] ?? '');
    await context.close();
  }
  expect(seen.slice(0, 2)).toEqual([candidate.entry, live.entry]);
});
