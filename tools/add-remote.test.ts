import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appsOf, remoteE2e, staffSourcesOf } from './apps.cjs';

// Adding a remote (issue 37 part 8): a team runs `npm run add-remote` in a copy of this checkout,
// and the copy then knows the remote everywhere (its port, its variables, its checks, its unit
// tests, its web service, its route) with at most five files outside its folder changed.

const repoRoot = path.resolve(__dirname, '..');
let copy: string;

/** Every file of the copy outside `skip`, by its SHA-256. */
function snapshot(root: string, skip: string): Map<string, string> {
  const sums = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (relative === skip) continue;
      if (entry.isDirectory()) walk(relative);
      else
        sums.set(
          relative,
          crypto
            .createHash('sha256')
            .update(fs.readFileSync(path.join(root, relative)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return sums;
}

/** A value the copy's own CommonJS modules give, read by Node in the copy. */
function readInCopy(expression: string): unknown {
  return JSON.parse(execFileSync(process.execPath, ['-p', `JSON.stringify(${expression})`], { cwd: copy, encoding: 'utf8' }));
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'add-remote-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).split('\0');
  for (const file of files.filter(Boolean)) {
    const source = path.join(repoRoot, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(source, path.join(copy, file));
  }
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm run add-remote', () => {
  it('adds mf-promo in its own folder and at most five files outside it, and the copy knows it everywhere', () => {
    const before = snapshot(copy, 'mf-promo');
    const run = spawnSync(
      process.execPath,
      [path.join(copy, 'tools', 'add-remote.mjs'), 'mf-promo', '--port', '3006', '--path', '/Promo', '--title', 'โปรพิเศษ'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const after = snapshot(copy, 'mf-promo');
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
    expect(changed.sort()).toEqual(['docker-compose.yml', 'shared/src/route-pages.ts', 'shared/src/routes.ts', 'tsconfig.json']);
    expect(changed.length).toBeLessThanOrEqual(5);

    // Its port, federation name and variables (npm start, the release tool, the e2e stack, the builds).
    expect(appsOf(copy).at(-1)).toEqual({
      dir: 'mf-promo',
      name: 'mf_promo',
      defaultPort: 3006,
      portVar: 'MF_PROMO_PORT',
      urlVar: 'MF_PROMO_URL',
      originVar: 'MF_PROMO_ORIGIN',
    });
    expect(staffSourcesOf(copy).map((staff) => staff.source)).toEqual(['mf-wallet', 'mf-account']);
    expect(remoteE2e(copy)['mf-promo']).toEqual([]);
    // Its unit tests' root (the copy's jest configuration reads the copy's folders).
    const jestRoots = readInCopy("require('./jest.config.cjs').projects.find((project) => project.displayName === 'web').roots");
    expect(jestRoots).toContain('<rootDir>/mf-promo');
    // Its project reference, its page and its route.
    expect(JSON.parse(fs.readFileSync(path.join(copy, 'tsconfig.json'), 'utf8')).references).toContainEqual({ path: 'mf-promo' });
    expect(fs.readFileSync(path.join(copy, 'shared/src/route-pages.ts'), 'utf8')).toContain("  mf_promo: ['promo'],\n} as const;");
    expect(fs.readFileSync(path.join(copy, 'shared/src/routes.ts'), 'utf8')).toContain(
      "  promo: route('/Promo', 'mf_promo', 'promo', 'โปรพิเศษ', 'member', 'main'),\n} as const satisfies",
    );
    // Its own checks: the runner and its end-to-end list (empty until it has specs).
    expect(JSON.parse(fs.readFileSync(path.join(copy, 'mf-promo', 'package.json'), 'utf8')).scripts.test).toBe('node ../tools/test-app.mjs');
    expect(readInCopy("require('./tools/test-owners.cjs').owners['mf-promo']")).toEqual({ tsconfig: 'mf-promo/tsconfig.json', sources: ['mf-promo'], e2e: [] });
    // Its web service in the compose stack, with its public origin and its address from elsewhere.
    const compose = spawnSync('docker-compose', ['-f', path.join(copy, 'docker-compose.yml'), 'config'], {
      encoding: 'utf8',
      env: { ...process.env, GAME_ORIGINS: 'https://games.example.com', POSTGRES_PASSWORD: 'a-database-password' },
    });
    if (compose.error) return; // docker-compose is not installed here: tools/compose/compose.test.ts says so
    expect(compose.stderr).not.toMatch(/error/i);
    expect(compose.stdout).toMatch(/\n {2}mf-promo:\n/);
    expect(compose.stdout).toContain('MF_PROMO_ORIGIN: http://localhost:3006');
    expect(compose.stdout).toMatch(/3006:8080|published: "?3006"?/);
  });

  it('refuses a folder that exists, a port of another app, and a path that is not one segment, changing nothing', () => {
    const before = snapshot(copy, '');
    for (const args of [
      ['mf-wallet', '--port', '3007', '--path', '/X', '--title', 'x'],
      ['mf-other', '--port', '3005', '--path', '/X', '--title', 'x'],
      ['mf-other', '--port', '3007', '--path', '/a/b', '--title', 'x'],
    ]) {
      const run = spawnSync(process.execPath, [path.join(copy, 'tools', 'add-remote.mjs'), ...args], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^\[tools\] E34 /);
    }
    expect(snapshot(copy, '')).toEqual(before);
  });
});
