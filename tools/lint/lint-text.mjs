// Lints snippets as if they sat at given paths, with the repository's own eslint.config.mjs.
// Reads [{ code, filePath }] as JSON on stdin, prints [[{ ruleId, message }]] on stdout.
// A separate process because ESLint loads its flat config with import(), which jest's module
// sandbox does not allow without --experimental-vm-modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const snippets = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}/eslint.config.mjs` });
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  if (!result) throw new Error(`[tools] ESLint gave no result for ${filePath}`);
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
