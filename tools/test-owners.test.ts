import fs from 'node:fs';
import path from 'node:path';
import { owners } from './test-owners.cjs';

// Each app's own checks (npm test -w <app>, tools/test-app.mjs) run the end-to-end files it owns:
// every file of the suite has an owner, so a team's checks never leave a page of theirs untested
// by accident, and every named file exists.

const e2eTests = path.resolve(__dirname, '..', 'e2e', 'tests');
const specFiles = (dir: string, prefix = ''): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? specFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.name.endsWith('.spec.ts')
          ? [`${prefix}${entry.name.replace(/\.spec\.ts$/, '')}`]
          : [],
    );

describe("each app's own checks (npm test -w <app>)", () => {
  test('every end-to-end file has an owner, and every owned file exists', () => {
    const owned = new Set(Object.values(owners).flatMap((o) => o.e2e));
    const files = specFiles(e2eTests);
    expect(files.filter((file) => !owned.has(file))).toEqual([]);
    expect([...owned].filter((file) => !files.includes(file))).toEqual([]);
  });

  test('every app with a package has its checks, from its own folder', () => {
    const root = path.resolve(__dirname, '..');
    for (const [app, owned] of Object.entries(owners)) {
      expect(JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')).scripts.test).toBe('node ../tools/test-app.mjs');
      expect(fs.existsSync(path.join(root, owned.tsconfig))).toBe(true);
    }
  });
});
