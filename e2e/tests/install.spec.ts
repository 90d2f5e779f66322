import { fullChromium, launchOptions } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// The site installs like an app (issue 12): a web app manifest named after the operator's site
// title, opening on the game menu, that Chromium accepts, and the landing's banner offering the
// browser's own install dialog even when Chrome made its offer before the landing had mounted.

// Installability is the whole browser's (the headless shell has no install machinery).
test.use({ launchOptions: launchOptions(fullChromium) });

test('the web app manifest names the site in Thai, opens /playgame standalone, and its icons are served', async ({ request }) => {
  const answer = await request.get(`${e2eStack.shellUrl}/manifest.webmanifest`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: 'สยามเบท', short_name: 'สยามเบท', lang: 'th', start_url: '/playgame', scope: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons as { src: string }[]) {
    const image = await request.get(`${e2eStack.shellUrl}${icon.src}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('Chromium finds the site installable: no installability error, under the CSP', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'th-TH' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(e2eStack.shellUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  // Playwright's contexts are off the record, which alone keeps Chrome from offering the install.
  const installabilityErrors = async () =>
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(installabilityErrors).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});

test("the app banner opens the browser's install dialog offered before the landing mounted", async ({ page }) => {
  // Chrome fires its offer once, early: here as soon as the document is parsed, before any remote runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'เพิ่มลงหน้าจอหลัก' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'เพิ่มลงหน้าจอหลักเรียบร้อยแล้ว' })).toBeVisible();
});
