import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { repoRoot } from './paths';

/**
 * The page fits its width (nothing scrolls sideways) and a full-page screenshot is saved as
 * e2e/artifacts/<name>.png and attached to the report, for a person to look at.
 */
export async function expectFitsAndSave(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  // From the top, as the page opens: fixed bars then sit where a member sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(repoRoot, 'e2e/artifacts', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
