import type { Page, Request } from '@playwright/test';
import { setCredit, setSpins } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { expectFitsAndSave } from '../support/screens';
import { demo, e2eStack } from '../support/stack-env';

const viewbet = { username: '0899999999', password: 'Viewbet@1234' };

async function captureGames(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  for (const pattern of [`${e2eStack.apiUrl}/sportsbook/**`, `${e2eStack.apiUrl}/demo-games/**`]) {
    await page.route(pattern, async (route) => {
      seen.push(route.request());
      await route.fulfill({ body: '<!doctype html><title>game</title>', contentType: 'text/html' });
    });
  }
  return seen;
}

test.describe('games', () => {
  test('a viewbet member opening sports from the playgame menu gets the other address form', async ({ page }) => {
    const seen = await captureGames(page);
    await signInViaApi(page, viewbet);
    await page.goto('/playgame');
    await page.getByRole('main').getByRole('button', { name: 'กีฬา' }).click();
    await page.waitForURL(/\/sportsbook\//);
    expect(new URL(seen[0]?.url() ?? '').pathname).toBe('/sportsbook/viewbet/');
    // From the top bar the same member gets the standard form.
    await page.goto('/casino');
    await page.getByRole('navigation', { name: 'เมนูเกม' }).getByRole('button', { name: 'กีฬา' }).click();
    await page.waitForURL(/\/sportsbook\/\?/);
    expect(new URL(seen[1]?.url() ?? '').pathname).toBe('/sportsbook/');
  });

  test('a lobby lists providers and games, searches within itself and launches a game', async ({ page }) => {
    const seen = await captureGames(page);
    await signInViaApi(page);
    await page.goto('/slot');
    await expect(page.getByRole('heading', { name: 'สล็อต', level: 1 })).toBeVisible();
    const tiles = page.locator('.mg-game');
    await expect(tiles.first()).toBeVisible();
    const total = await tiles.count();
    expect(total).toBeGreaterThan(3);
    await page.getByLabel('ค้นหาเกม').fill('zzzz-ไม่มีเกมนี้');
    await expect(page.getByText('ไม่พบเกมที่ค้นหา')).toBeVisible();
    await page.getByLabel('ค้นหาเกม').fill('');
    await expect(tiles).toHaveCount(total);
    await tiles.first().locator('.mg-game__button').click();
    await page.waitForURL(/\/demo-games\/play\//);
    expect(seen.some((r) => r.url().includes('/demo-games/play/'))).toBe(true);
  });

  test('the lucky wheel spins only when the API allows, and shows the server result as text', async ({ page, request }) => {
    await setSpins(request, demo.username, 1);
    await signInViaApi(page);
    await page.goto('/luckywheel');
    const spin = page.getByRole('button', { name: /หมุนกงล้อ/ });
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(page.getByRole('status').filter({ hasText: /ยินดีด้วย|เสียใจด้วย/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /หมุนกงล้อ/ })).toBeDisabled();
    await setCredit(request, demo.username, '1500.00');
  });

  test('activity and promotions are readable by guests', async ({ page }) => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'กิจกรรม', level: 1 })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`/playgame and a lobby at ${width} px (screenshots saved)`, async ({ page }, testInfo) => {
      await signInViaApi(page);
      await page.setViewportSize({ width, height: 900 });
      for (const [route, name] of [
        ['/playgame', 'playgame'],
        ['/casino', 'casino'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectFitsAndSave(page, testInfo, `${name}-${width}`);
      }
    });
  }
});
