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

/**
 * The member design kit's look (ADR 0041) on the page shown: its first heading in the site's
 * face, loaded from the page's own origins, and the bottom bar across the screen on its bottom edge.
 */
export async function expectMemberLook(page: Page, where: string): Promise<void> {
  const face = await page.getByRole('heading', { level: 1 }).evaluate(async (element) => {
    await document.fonts.ready;
    const family = getComputedStyle(element).fontFamily.split(',')[0]?.replace(/["']/g, '').trim();
    const loaded = [...document.fonts].some((font) => font.family.replace(/["']/g, '') === 'Prompt' && font.status === 'loaded');
    return { family, loaded };
  });
  expect(face, `${where}: the heading's face`).toEqual({ family: 'Prompt', loaded: true });
  // The screen's width without a scrollbar, and its height.
  const screen = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
  const bar = await page.getByRole('navigation', { name: /^(เมนูหลัก|เมนูหน้าหลัก)$/ }).boundingBox();
  expect(bar && { left: bar.x, width: bar.width, bottom: Math.round(bar.y + bar.height) }, `${where}: the bottom bar`).toEqual({
    left: 0,
    width: screen.width,
    bottom: screen.height,
  });
}
