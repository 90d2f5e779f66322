import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { newMember, setCredit } from '../support/api-state';
import { expect, holdShellScript, test } from '../support/fixtures';
import { confirmDialog } from '../support/forms';
import { repoRoot } from '../support/paths';
import { e2eEnv, e2eStack } from '../support/stack-env';
import { prepare } from '../support/test-builds';
// @ts-expect-error plain ESM module without types
import { previousRelease, previousReleaseBuilds } from '../../tools/release/previous-release.mjs';
// @ts-expect-error plain ESM module without types
import { apps } from '../../tools/stack.mjs';

// Version skew (issue 37, part 4; ADR 0054). Teams release alone, so members meet a shell and
// remotes from different commits. Against the previous release (e2e/previous-release.json: the
// commit members run), both ways:
//   - every member remote of this commit on the previous release's shell;
//   - this commit's shell with every member remote of the previous release.
// The release tool decides first, as it would in a release; each pair it takes must then pass a
// short member smoke in the browser (sign in, each remote's main page and one action). A pair
// either works or is refused: one that the tool takes and the browser finds broken fails here.

type Remote = { name: string; dir: string };
/** The member remotes, as the stack lists them (the shell first). */
const remotes: Remote[] = (apps as Remote[]).filter((app) => app.name !== 'shell');
const cli = path.join(repoRoot, 'tools/release/cli.mjs');
const shellOrigin = new URL(e2eStack.shellUrl).origin;

let previous: { commit: string };
/** The previous release's builds (<app>/dist under it). */
let tree = '';

/** The release tool's answer to releasing `from` as `remote` (not live) against a shell's manifest, into `releasesDir`. */
function tryRelease(remote: Remote, from: string, shellManifest: string, releasesDir: string): { ok: true; version: string } | { ok: false; message: string } {
  try {
    const out = execFileSync(process.execPath, [cli, 'release', remote.dir, '--from', from, '--no-live', '--shell-manifest', shellManifest], {
      cwd: repoRoot,
      env: { ...process.env, ...e2eEnv, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const version = / (\d{14}-[0-9a-f]{8}) /.exec(out)?.[1];
    if (!version) throw new Error(`no version in the release tool's answer: ${out}`);
    return { ok: true, version };
  } catch (error) {
    const message = String((error as { stderr?: string }).stderr ?? error);
    // Only the compatibility checks are a refusal; anything else is a broken tool.
    if (!/\[tools\] (E9|E27) /.test(message)) throw error;
    return { ok: false, message };
  }
}

/** The page's shell is the previous release's: its files from that build, the runtime files from the stack. */
async function shellFrom(page: Page, dist: string): Promise<void> {
  await page.route(
    (url) => url.origin === shellOrigin,
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/config.json' || pathname === '/remotes.json') return route.continue();
      const file = path.join(dist, path.normalize(pathname));
      if (file.startsWith(dist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return route.fulfill({ path: file });
      return route.fulfill({ path: path.join(dist, 'index.html'), contentType: 'text/html; charset=utf-8' });
    },
  );
}

/** The page loads `versions` (published, not live) of those remotes instead of the live ones. */
async function remotesAt(page: Page, versions: Record<string, string>): Promise<void> {
  await page.route(`${shellOrigin}/remotes.json`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { remotes: Record<string, { versions: Record<string, { entry: string; integrity: object }> }> };
    for (const [name, version] of Object.entries(versions)) {
      const remote = json.remotes[name];
      const chosen = remote?.versions[version];
      if (!remote || !chosen) throw new Error(`${name} ${version} is not in remotes.json`);
      json.remotes[name] = { ...remote, version, entry: chosen.entry, integrity: chosen.integrity, canary: undefined } as never;
    }
    await route.fulfill({ response, json });
  });
}

/** A member's short walk: each remote's main page and one action; nothing unexpected on the way. */
async function memberSmoke(page: Page, request: APIRequestContext, running: Set<string>): Promise<void> {
  const member = await newMember(request);
  await setCredit(request, member.username, '500.00');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // mf_landing: the sign-in form, typed into the server's page before the scripts run. When the
  // page runs another version of the landing than the server's (here the other release's, as a
  // canary's would), that version draws the page anew and what was typed is carried over.
  const releaseScripts = await holdShellScript(page);
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)').fill(member.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  releaseScripts();
  await page.waitForFunction(
    () =>
      (window as unknown as Record<symbol, { running: boolean } | undefined>)[Symbol.for('member-site.early-actions')]?.running === true ||
      !document.getElementById('prerendered'),
  );
  const form = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await expect(form.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toHaveValue(member.username);
  await expect(form.getByLabel('รหัสผ่าน', { exact: true })).toHaveValue(member.password);
  await form.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/playgame$/);
  if (running.has('mf_games')) {
    // mf_games: the lobby, then a game list from the game menu.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/slot');
    await expect(page.getByRole('heading', { name: 'สล็อต', level: 1 })).toBeVisible();
  }
  if (running.has('mf_wallet')) {
    // mf_wallet: a withdrawal (the answer carries the new credit: the bar shows it at once).
    await page.goto('/withdraw');
    await page.getByLabel('จำนวนเงิน').fill('100');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await confirmDialog(page);
    await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
    await expect(page.getByText('400.00').first()).toBeVisible();
    await expect(page.getByText(/ไม่สามารถเชื่อม/)).toHaveCount(0);
  }
  if (running.has('mf_account')) {
    // mf_account: the profile, then a ticket sent.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
    await expect(page.getByText(member.username).first()).toBeVisible();
    await page.goto('/ticket');
    await page.getByLabel('หมวดหมู่').selectOption({ label: 'ถอนเงิน' });
    await page.getByLabel('ข้อความ').fill('ทดสอบระบบหลายรุ่น');
    await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ส่งเรื่องเรียบร้อยแล้ว' })).toBeVisible();
  }
  expect(errors).toEqual([]);
}

test.describe.serial('version skew with the previous release', () => {
  test.beforeAll(async () => {
    // The previous release is built once per commit and machine (about a minute on 2 cores), then kept.
    test.setTimeout(900_000);
    previous = previousRelease();
    await prepare('version-skew.spec.ts');
    tree = await previousReleaseBuilds(previous.commit);
  });

  test("this commit's remotes on the previous release's shell: each runs, or the release tool refuses it", async ({ page, request }) => {
    const oldShell = path.join(tree, 'shell', 'dist');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'skew-'));
    try {
      const answers = remotes.map((remote) => ({
        remote,
        answer: tryRelease(remote, path.join(repoRoot, remote.dir, 'dist'), path.join(oldShell, 'mf-manifest.json'), scratch),
      }));
      const refused = answers.filter((a) => !a.answer.ok);
      for (const { remote, answer } of refused) {
        // A refusal names what does not fit (E27: the host contract; E9: shared modules).
        expect({ remote: remote.name, message: answer.ok ? '' : answer.message }).toEqual({
          remote: remote.name,
          message: expect.stringMatching(new RegExp(`${remote.name} is not released`)),
        });
      }
      const taken = new Set(answers.filter((a) => a.answer.ok).map((a) => a.remote.name));
      test.info().annotations.push({
        type: 'skew',
        description: `previous shell ${previous.commit.slice(0, 7)}: runs ${[...taken].join(', ') || 'none'}; refuses ${refused.map((r) => r.remote.name).join(', ') || 'none'}`,
      });
      // A landing it refuses leaves no way to sign in on that shell: the pair is refused as a whole.
      if (!taken.has('mf_landing')) return;
      await shellFrom(page, oldShell);
      await memberSmoke(page, request, taken);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  test("this commit's shell with the previous release's remotes: each runs, or the release tool refuses it", async ({ page, request }) => {
    const shellManifest = path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
    const versions: Record<string, string> = {};
    const refused: string[] = [];
    for (const remote of remotes) {
      // Published into the stack's registry beside the live version, as a team's --no-live release.
      const answer = tryRelease(remote, path.join(tree, remote.dir, 'dist'), shellManifest, e2eStack.releasesDir);
      if (answer.ok) versions[remote.name] = answer.version;
      else refused.push(remote.name);
    }
    test.info().annotations.push({
      type: 'skew',
      description: `previous remotes ${previous.commit.slice(0, 7)}: runs ${Object.keys(versions).join(', ') || 'none'}; refuses ${refused.join(', ') || 'none'}`,
    });
    if (!versions.mf_landing) return;
    await remotesAt(page, versions);
    // Each remote the page loads is the previous release's version.
    const loaded = new Set<string>();
    page.on('request', (r) => {
      for (const [name, version] of Object.entries(versions)) if (r.url().includes(`/${version}/`)) loaded.add(name);
    });
    await memberSmoke(page, request, new Set(Object.keys(versions)));
    expect([...loaded].sort()).toEqual(Object.keys(versions).sort());
  });
});
