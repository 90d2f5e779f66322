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

  for (const width of [390, 1280]) {
    test(`games and account pages at ${width} px: the Thai face, the bottom bar on the edge (screenshots saved)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInViaApi(page, member);
      for (const [route, name] of pages) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectMemberLook(page, `${route} at ${width} px`);
        await expectFitsAndSave(page, testInfo, `member-${name}-${width}`);
      }
    });
  }
});
