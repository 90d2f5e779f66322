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
  // The type-check, lint and format have no clock: they run in the background from the start
  // (tools/test-step.mjs), on the CPU the tests leave, chiefly while the end-to-end tests wait on
  // their browsers (about half of two cores). Beside the unit tests at an equal share, as before,
  // they held the unit phase at ~160 s against ~100 s for jest alone. The first failure on either
  // side stops the other and is the one reported.
  const failed = new globalThis.AbortController();
  const signal = failed.signal;
  /** @type {Error | null} */
  let firstFailure = null;
  /** @param {() => Promise<void>} steps */
  const side = (steps) =>
    steps().catch((/** @type {Error} */ error) => {
      // The other side's failure is then only its stop.
      if (signal.aborted) return;
      firstFailure = error;
      failed.abort(error.message);
    });
  const checks = side(async () => {
    const background = { minutes: 45, held: true, background: true, signal };
    await step('type-check', 'node', ['tools/typecheck.mjs'], background);
    await step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], background);
    // Prettier (issue 37): the code as one formatter writes it; `npm run format` fixes it.
    await step('format', 'npx', ['prettier', '--check', '**/*.{ts,tsx,mjs,cjs}'], background);
  });
  const tests = side(async () => {
    await step('unit tests', 'npx', ['jest', '--ci', `--maxWorkers=${os.availableParallelism()}`], { minutes: 10, signal });
    // The API's tests again on PostgreSQL (ADR 0064): a throw-away server, each test a schema of its own.
    await step('API tests on PostgreSQL', 'node', apiTestsOnPostgres, { minutes: 8, signal });
    await step('end-to-end tests', 'npx', ['playwright', 'test'], { cwd: `${repoRoot}/e2e`, minutes: 45, signal });
    await step('end-to-end tests of serving and releases on nginx', 'npx', ['playwright', 'test', ...onNginx], {
      cwd: `${repoRoot}/e2e`,
      env: { E2E_SERVER: 'nginx' },
      minutes: 10,
      signal,
    });
  });
  await Promise.all([checks, tests]);
  if (firstFailure) throw firstFailure;
} catch (error) {
  console.error(`\n[test] failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
