import fs from 'node:fs';
import path from 'node:path';
import { expect, signInViaApi, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { releaseTool } from '../support/release-tool';
import { e2eStack } from '../support/stack-env';
import { prepare, voucherTree as tree } from '../support/test-builds';

// Remotes own their routes (issue 37 part 5, ADR 0057). The games team adds a page, /Voucher, in
// its own folder and the route table, builds only mf-games and releases it. The live shell was
// built without that route and is not rebuilt or released: it routes the page because the
// remote's release published it.

test.describe.serial('a remote adds a page with its own release', () => {
  let live = '';

  test.beforeAll(async () => {
    // One remote built from a copy of this checkout with the team's change (about 30 s).
    test.setTimeout(300_000);
    live = JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'registry.json'), 'utf8')).remotes.mf_games.live;
    await prepare('remote-routes.spec.ts');
  });

  test.afterAll(() => {
    // The games remote the other tests know goes live again.
    if (live) releaseTool('rollback', 'mf-games', '--to', live);
  });

  test('the live shell, built without the route, opens the page the release published', async ({ page }) => {
    const shellRoutes: { path: string }[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')).hostContract.routes;
    expect(shellRoutes.map((route) => route.path)).not.toContain('/Voucher');

    const out = releaseTool('release', 'mf-games', '--from', path.join(tree, 'mf-games', 'dist'));
    expect(out).toMatch(/^mf_games \d{14}-[0-9a-f]{8} published and live/);

    await signInViaApi(page);
    await page.goto('/voucher');
    await expect(page.getByRole('heading', { level: 1, name: 'บัตรกำนัล' })).toBeVisible();
    await expect(page.getByText('แลกบัตรกำนัลเป็นเครดิตได้ที่นี่')).toBeVisible();
    // The remote's other pages, and another remote's, still open.
    await page.goto('/slot');
    await expect(page.getByRole('heading', { level: 1, name: 'สล็อต' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
  });
});
