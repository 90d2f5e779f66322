// Type-checks every workspace against the strict root tsconfig.json.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './stack.mjs';

const projects = ['shared', 'shell', 'mf-landing', 'mf-games', 'mf-wallet', 'mf-account', 'e2e'];
for (const project of projects) {
  execFileSync('npx', ['tsc', '-p', `${project}/tsconfig.json`, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
}
execFileSync('npx', ['tsc', '-p', 'api/tsconfig.json', '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
console.log(`[typecheck] ${projects.length + 1} projects clean`);
