// `npm test`: installs and builds what is missing, then type-checks, lints, runs the unit tests
// (jest) and the end-to-end suite (Playwright in Debian's Chromium against the production builds).
// Each step has a time limit: a step that hangs is stopped with everything it started and named,
// rather than using up CI's whole allowance in silence.
import fs from 'node:fs';
import os from 'node:os';
import { chromiumPath } from './chromium.mjs';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { repoRoot } from './stack.mjs';
import { apiTestsOnPostgres } from './postgres.mjs';
import { step } from './test-step.mjs';

// What depends on the web server, again with every app served by nginx (the images' server; ADR 0020).
const onNginx = [
  'tests/served-files.spec.ts',
  'tests/first-paint-faults.spec.ts',
  'tests/remotes.spec.ts',
  'tests/release-shell.spec.ts',
  'tests/release.spec.ts',
  'tests/prerender.spec.ts',
  'tests/release-landing.spec.ts',
  'tests/install.spec.ts',
  'tests/brand.spec.ts',
  'tests/backoffice-walls.spec.ts',
];

const chromium = chromiumPath;
if (!fs.existsSync(chromium)) {
  console.error(`[test] Chromium is missing at ${chromium}: install it (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!process.env.CHROMIUM_PATH && !fs.existsSync('/usr/bin/chromium-headless-shell')) {
  console.warn(
    '[test] chromium-headless-shell is not installed: the end-to-end tests drive the whole browser, which is slower (apt-get install -y chromium-headless-shell).',
  );
}

try {
  ensureInstalled();
  await ensureBuilt();
  // Type-check and lint (one core, in turn) beside the unit tests, which take one jest worker per
  // core: on 2 cores the phase takes about 145 s instead of 185 s with jest's default of one worker
  // fewer. (That default was kept while the nginx serving test saw gzip where brotli was due beside
  // other files; the cause was nginx's disable_symlinks with Debian's brotli_static, ADR 0020.)
  const checks = (async () => {
    await step('type-check', 'node', ['tools/typecheck.mjs'], { minutes: 5, held: true });
    await step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { minutes: 5, held: true });
    // Prettier (issue 37): the code as one formatter writes it; `npm run format` fixes it.
    await step('format', 'npx', ['prettier', '--check', '**/*.{ts,tsx,mjs,cjs}'], { minutes: 2, held: true });
  })();
  const unit = step('unit tests', 'npx', ['jest', '--ci', `--maxWorkers=${os.availableParallelism()}`], { minutes: 10, jest: true });
  // Both end before the end-to-end tests start; the first failure is the one reported.
  const settled = await Promise.allSettled([checks, unit]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  // The API's tests again on PostgreSQL (ADR 0064): a throw-away server, each test a schema of its own.
  await step('API tests on PostgreSQL', 'node', apiTestsOnPostgres, { minutes: 8, jest: true });
  await step('end-to-end tests', 'npx', ['playwright', 'test'], { cwd: `${repoRoot}/e2e`, minutes: 45 });
  await step('end-to-end tests of serving and releases on nginx', 'npx', ['playwright', 'test', ...onNginx], {
    cwd: `${repoRoot}/e2e`,
    env: { E2E_SERVER: 'nginx' },
    minutes: 10,
  });
} catch (error) {
  console.error(`\n[test] failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
