import { newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { expectFitsAndSave, expectMemberLook } from '../support/screens';

// Every member page of the games and account remotes at a phone's width and a desktop's, in the
// member design kit (issue 24, ADR 0041): the site's Thai face on every page at every width, the
// bottom bar on the screen's bottom edge, nothing scrolling sideways, and the screenshots
// (e2e/artifacts/member-*.png) there to be looked at. The wallet's pages have theirs in
// wallet-screens.spec.ts.

const pages = [
  ['/playgame', 'playgame'],
  ['/home', 'home'],
  ['/casino', 'casino'],
  ['/luckywheel', 'luckywheel'],
  ['/promotion', 'promotion'],
  ['/profile', 'profile'],
  ['/password-change', 'password-change'],
  ['/setting', 'setting'],
  ['/announce', 'announce'],
  ['/ticket', 'ticket'],
  ['/promotioncode', 'promotion-code'],
  ['/affiliate', 'affiliate'],
] as const;

test.describe.serial('member pages at 390 px and 1280 px', () => {
  let member = { username: '', password: '' };

  test.beforeAll(async ({ request }) => {
    member = await newMember(request);
    await setCredit(request, member.username, '1250.00');
  });

  // Both widths side by side, each in a browser context of its own (a page mostly waits for the
  // network to go quiet).
  test('games and account pages at 390 and 1280 px: the Thai face, the bottom bar on the edge (screenshots saved)', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const atWidth = async (width: number): Promise<string[]> => {
      const context = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block', viewport: { width, height: 900 } });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${width} px, ${page.url()}: ${message.text()}`);
      });
      try {
        await signInViaApi(page, member);
        for (const [route, name] of pages) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectMemberLook(page, `${route} at ${width} px`);
          await expectFitsAndSave(page, testInfo, `member-${name}-${width}`);
        }
      } finally {
        await context.close();
      }
      return violations;
    };
    expect((await Promise.all([390, 1280].map(atWidth))).flat(), 'CSP violations').toEqual([]);
  });
});
