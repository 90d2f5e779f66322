import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// The kit's tokens are the shell's, at run time (issue 37 part 6, ADR 0055). A shell release that
// changes one token (here the brand's gold, in the shell's own stylesheets as the browser gets
// them) shows on every remote's pages, and no remote is rebuilt: no remote's stylesheet still
// paints the old gold.

const shellOrigin = new URL(e2eStack.shellUrl).origin;
const oldGold = 'rgb(245, 197, 66)';
const newGold = 'rgb(18, 171, 52)';

/** The shell's stylesheets as a shell release with `--gold: #12ab34` would serve them. */
async function shellWithNewGold(page: Page): Promise<{ changed: () => number }> {
  let changed = 0;
  await page.route(
    (url) => url.origin === shellOrigin && url.pathname.endsWith('.css'),
    async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const body = text.replace(/--gold:\s*#f5c542/gi, '--gold:#12ab34');
      if (body !== text) changed += 1;
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      await route.fulfill({ response, body, headers });
    },
  );
  return { changed: () => changed };
}

/** The colours the page's main area paints with (text, backgrounds, borders, gradients). */
function paintedColours(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const seen = new Set<string>();
    for (const element of [main, ...main.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      for (const value of [style.color, style.backgroundColor, style.borderTopColor, style.backgroundImage, style.outlineColor]) {
        for (const colour of value.match(/rgba?\([^)]*\)/g) ?? []) seen.add(colour);
      }
    }
    return [...seen];
  });
}

const pages = [
  { remote: 'mf_landing', path: '/login', member: false, heading: null },
  { remote: 'mf_games', path: '/playgame', member: true, heading: null },
  { remote: 'mf_wallet', path: '/withdraw', member: true, heading: 'ถอนเงิน' },
  { remote: 'mf_account', path: '/profile', member: true, heading: 'ข้อมูลส่วนตัว' },
];

test.describe("the kit's tokens are the shell's", () => {
  for (const { remote, path, member, heading } of pages) {
    test(`a new gold in the shell alone paints ${remote}'s ${path}`, async ({ page }) => {
      const shell = await shellWithNewGold(page);
      if (member) await signInViaApi(page);
      await page.goto(path);
      await expect(heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(shell.changed()).toBeGreaterThan(0);
      await expect.poll(() => paintedColours(page)).toContain(newGold);
      expect(await paintedColours(page)).not.toContain(oldGold);
      // A stylesheet still on its way (the idle prefetch) is not this test's.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
