import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releaseTool } from '../support/release-tool';
import { landingNote, landingVariantDir, prepare } from '../support/test-builds';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { e2eStack } from '../support/stack-env';

// Releasing the landing remote changes the page's first response (ADR 0025): the release tool
// renders the new version's pages, the shell's server includes them on the next load, and the
// shell itself is not touched. The variant build differs by its footer line ("รุ่น e2e-L").

const note = landingNote;
const variantDir = landingVariantDir;

const tool = releaseTool;

const liveLanding = (): string => JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'registry.json'), 'utf8')).remotes.mf_landing.live;

function shellChecksums(): Record<string, string> {
  const sums: Record<string, string> = {};
  const dir = path.join(repoRoot, 'shell/dist');
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) sums[name] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return sums;
}

test.describe.serial('releasing mf-landing', () => {
  let original = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await prepare('release-landing.spec.ts');
    original = liveLanding();
  });

  test.afterAll(() => {
    if (original && liveLanding() !== original) tool('rollback', 'mf-landing', '--to', original);
  });

  test('the next load of / carries the new prerendered page; the shell is untouched; a rollback brings the old one back', async ({ browser, request }) => {
    const shellBefore = shellChecksums();
    expect(await (await request.get('/')).text()).not.toContain(`รุ่น ${note}`);

    expect(tool('release', 'mf-landing', '--from', variantDir)).toMatch(/published and live/);
    const first = await (await request.get('/')).text();
    expect(first).toContain(`รุ่น ${note}`);
    expect(first).toContain(`data-version="${liveLanding()}"`);
    // Seen without any script: it is in the HTML itself.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2eStack.shellUrl}/`);
    await expect(page.getByText(`รุ่น ${note}`)).toBeVisible();
    await context.close();
    expect(shellChecksums()).toEqual(shellBefore);

    tool('rollback', 'mf-landing', '--to', original);
    expect(await (await request.get('/')).text()).not.toContain(`รุ่น ${note}`);
    expect(shellChecksums()).toEqual(shellBefore);
  });
});
