// `npm test -w <app>`: one app's own checks, for a team that releases it alone (issue 37, part 1).
// Its type-check and lint, its unit tests, and the end-to-end tests of its own pages, against the
// other apps as they are built (each built once and kept until its sources change: only the
// team's own app, or everything after a change under shared/, is rebuilt). The whole suite
// (`npm test`, and CI's `.ci/run`) still runs everything, on Node's servers and on nginx.
//   npm test -w mf-wallet         (or: node tools/test-app.mjs mf-wallet)
//   APP_TEST_STEPS=unit,e2e npm test -w mf-wallet    (some steps only: types, lint, unit, e2e)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { repoRoot } from './stack.mjs';
import { apiTestsOnPostgres } from './postgres.mjs';
import { step } from './test-step.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('./test-owners.cjs')} */
const { owners } = require('./test-owners.cjs');

// npm runs a workspace's script in its folder: the app is that folder, or the one named.
const app = process.argv[2] ?? path.relative(repoRoot, process.cwd());
const owned = owners[app];
if (!owned) {
  console.error(`[test-app] usage: npm test -w <${Object.keys(owners).join('|')}> (got ${app || 'the root'})`);
  process.exit(1);
}
const steps = new Set((process.env.APP_TEST_STEPS ?? 'types,lint,unit,e2e').split(','));
const started = Date.now();
try {
  ensureInstalled();
  await ensureBuilt();
  if (steps.has('types')) await step(`type-check of ${app}`, 'npx', ['tsc', '-b', owned.tsconfig], { minutes: 5 });
  if (steps.has('lint')) {
    await step(`lint of ${app}`, 'npx', ['eslint', ...owned.sources, '--max-warnings=0'], { minutes: 5 });
    await step(`format of ${app}`, 'npx', ['prettier', '--check', ...owned.sources.map((dir) => `${dir}/**/*.{ts,tsx,mjs,cjs}`)], { minutes: 2 });
  }
  // Anchored at the repository: 'api/' alone would also match shared/src/api/.
  if (steps.has('unit'))
    await step(
      `unit tests of ${app}`,
      'npx',
      ['jest', '--ci', `--maxWorkers=${os.availableParallelism()}`, ...owned.sources.map((dir) => `^${path.join(repoRoot, dir)}/`)],
      { minutes: 10, jest: true },
    );
  // The API's tests again on PostgreSQL, as `npm test` runs them (ADR 0064).
  if (steps.has('unit') && app === 'api') await step('unit tests of api on PostgreSQL', 'node', apiTestsOnPostgres, { minutes: 8, jest: true });
  if (steps.has('e2e')) {
    const files = owned.e2e.map((name) => `tests/${name}.spec.ts`);
    const missing = files.filter((file) => !fs.existsSync(path.join(repoRoot, 'e2e', file)));
    if (missing.length) throw new Error(`[test-app] ${app} names end-to-end files that do not exist: ${missing.join(', ')}`);
    // File names as Playwright filters match by substring: anchored so 'wallet' is not 'wallet-slip'.
    await step(`end-to-end tests of ${app}'s pages`, 'npx', ['playwright', 'test', ...files.map((file) => `${file.replace(/[.]/g, '\\.')}$`)], {
      cwd: path.join(repoRoot, 'e2e'),
      minutes: 45,
    });
  }
  console.log(`\n[test-app] ${app}: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
