import { expectNoSeriousViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';

// axe-core injects its own inline styles; CSP is proven by every other spec.
test.use({ bypassCSP: true });

for (const path of ['/', '/login', '/register']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('.remote-area form, .remote-area h1').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
