// Type-checks every workspace with one `tsc -b` over the solution tsconfig.json: shared is
// checked once and the others against its declarations (project references, strict base config).
// The plain JS is checked too (checkJs, typed by JSDoc): tools/ (tools/tsconfig.json), the
// webpack, jest and eslint configs (tools/tsconfig.configs.json) and the shell's scripts in
// shell/public (tools/shell-public).
import { execFileSync } from 'node:child_process';
import { repoRoot } from './stack.mjs';

execFileSync('npx', ['tsc', '-b', 'tsconfig.json'], { cwd: repoRoot, stdio: 'inherit' });
console.log('[typecheck] all projects clean (tsc -b)');
