import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@member-site/shared/checks';
import { expect, signInViaApi, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { e2eStack } from '../support/stack-env';

const origins = e2eStack.remoteOrigins;

test('each remote renders its route from its own origin, and React loads once', async ({ page }) => {
  // Each script as it answers (its body read afterwards: the last remote's entry may still be
  // read when its page is on screen).
  const answered: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    answered.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  await signInViaApi(page);

  // Landing remote: the login page is public, so sign in only after visiting it.
  await page.goto('/login');
  // The landing's page as the server sent it, hydrated in place (ADR 0025).
  await expect(page.locator('#prerendered[data-remote="mf_landing"]')).toBeVisible();
  await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toBeVisible();

  const visits: [string, keyof typeof origins, string][] = [
    ['/casino', 'mf_games', 'คาสิโนสด'],
    ['/topup', 'mf_wallet', 'ฝากเงิน'],
    ['/profile', 'mf_account', 'ข้อมูลส่วนตัว'],
  ];
  for (const [link, remote, heading] of visits) {
    // Move through the site's own navigation, so the page (and its React) is never reloaded.
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.locator(`.remote-area[data-remote="${remote}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }

  // Each entry comes from its remote's origin, out of the live version's folder (tools/release).
  const scripts = await Promise.all(answered);
  const registry = JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'registry.json'), 'utf8'));
  for (const [remote, origin] of Object.entries(origins)) {
    const live = registry.remotes[remote].live;
    expect(live, `${remote} has a live version`).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect(
      scripts.some((s) => s.url === `${origin}/${live}/remoteEntry.js`),
      `${remote} entry from ${origin}/${live}/`,
    ).toBe(true);
  }
  // React core (exports cloneElement) and the react-dom client renderer each arrive in one script only.
  const reactCopies = scripts.filter((s) => /\.cloneElement=/.test(s.body));
  const reactDomCopies = scripts.filter((s) => s.body.includes('__reactContainer$'));
  expect(reactCopies.map((s) => s.url)).toHaveLength(1);
  expect(reactDomCopies.map((s) => s.url)).toHaveLength(1);
});

test("the shell's build holds none of the remotes' code", () => {
  const dist = path.join(repoRoot, 'shell/dist');
  const code = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
    .join('\n');
  for (const app of ['mf-landing', 'mf-games', 'mf-wallet', 'mf-account']) {
    expect(code.includes(`"${app}"`) || code.includes(`'${app}'`), `${app} code in the shell`).toBe(false);
  }
});

test('the service worker (/sw.js, scope /) caches hashed files but no API answer or authorised request', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script ?? '').pathname).toBe('/sw.js');

  // Once the worker controls the page, requests go through it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // One cache, named after this shell release (set by the build).
  const cacheName = await page.evaluate(async () => (await caches.keys()).find((k) => k.startsWith('member-site-static-')) ?? '');
  expect(cacheName).toMatch(/^member-site-static-[0-9a-f]{12}$/);
  const cachedBefore = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), cacheName);
  // Two of the shell's hashed files the landing page has not fetched.
  const unloaded = fs.readdirSync(path.join(repoRoot, 'shell/dist')).filter((f) => /^\d+\.[0-9a-f]{10}\.js$/.test(f) && !cachedBefore.includes(`/${f}`));
  expect(unloaded.length).toBeGreaterThanOrEqual(2);
  const cached = await page.evaluate(
    async ({ api, website, files, name }) => {
      await fetch(`${api}${website}`);
      await fetch(`/${files[0]}`, { headers: { Authorization: 'Bearer secret' } });
      await fetch(`/${files[1]}`);
      const cache = await caches.open(name);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    },
    { api: e2eStack.apiUrl, website: apiPaths.website, files: unloaded.slice(-2), name: cacheName },
  );
  expect(cached.some((p) => p.startsWith('/api/'))).toBe(false);
  expect(cached).not.toContain(`/${unloaded.slice(-2)[0]}`);
  expect(cached).toContain(`/${unloaded.slice(-2)[1]}`);
  expect(cached.some((p) => p.startsWith('/main.'))).toBe(true);
  await context.close();
});
