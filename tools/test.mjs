// `npm test`: installs and builds what is missing, then type-checks, lints, runs the unit tests
// (jest) and the end-to-end suite (Playwright in Debian's Chromium against the production builds).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { repoRoot } from './stack.mjs';

function step(title, command, args, cwd = repoRoot, env = {}) {
  console.log(`\n[test] ${title}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
}

// What depends on the web server, again with every app served by nginx (the images' server; ADR 0020).
const onNginx = ['tests/served-files.spec.ts', 'tests/remotes.spec.ts', 'tests/release-shell.spec.ts', 'tests/release.spec.ts'];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`[test] Chromium is missing at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

try {
  ensureInstalled();
  await ensureBuilt();
  step('type-check', 'node', ['tools/typecheck.mjs']);
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  step('unit tests', 'npx', ['jest', '--ci']);
  step('end-to-end tests', 'npx', ['playwright', 'test'], `${repoRoot}/e2e`);
  step('end-to-end tests of serving and releases on nginx', 'npx', ['playwright', 'test', ...onNginx], `${repoRoot}/e2e`, { E2E_SERVER: 'nginx' });
} catch (error) {
  console.error(`\n[test] failed: ${error.message}`);
  process.exit(1);
}
