import fs from 'node:fs';
import path from 'node:path';

// The kit's tokens are the host's (ADR 0055): the shell, the back office and the stand-in shell
// define them for the page at run time (shared/src/ui/kit/tokens.css); what is compiled into a
// remote (its stylesheets, the kit's, the staff kit's) only uses them. So no colour is written
// there, no token is defined there, and a token changed in the shell reaches every remote unbuilt.
// A bank's own colour (the wallet's bank badges) is not a site colour.

const repoRoot = path.resolve(__dirname, '..', '..');
const tokensFile = path.join(repoRoot, 'shared/src/ui/kit/tokens.css');
const tokens = new Set([...fs.readFileSync(tokensFile, 'utf8').matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]));

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'stand-in' ? [] : cssFiles(full);
    return entry.name.endsWith('.css') && full !== tokensFile ? [full] : [];
  });
}

const compiledIntoRemotes = [
  ...['mf-landing', 'mf-games', 'mf-wallet', 'mf-account'].flatMap((app) => cssFiles(path.join(repoRoot, app, 'src'))),
  ...cssFiles(path.join(repoRoot, 'shared/src/ui')),
  ...cssFiles(path.join(repoRoot, 'shared/src/staff')),
];
const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
/** A bank's badge: `.mw-bank--kbank { background: #138f2d; }`. */
const bankColour = /^\s*\.mw-bank--[a-z]+\s*\{\s*background:\s*#[0-9a-f]{6};\s*\}$/i;

describe("what is compiled into a remote uses the host's tokens only", () => {
  test('the tokens are read', () => {
    expect(tokens.has('--gold')).toBe(true);
    expect(compiledIntoRemotes.length).toBeGreaterThan(10);
  });

  test.each(compiledIntoRemotes.map((file) => [path.relative(repoRoot, file)]))('%s writes no colour and defines no token', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
    const found = text.split('\n').flatMap((line, index) => {
      const problems: string[] = [];
      if (colour.test(line) && !bankColour.test(line)) problems.push(`${file}:${index + 1}: a colour written here, not a token: ${line.trim()}`);
      const defined = /^\s*(--[\w-]+)\s*:/.exec(line)?.[1];
      if (defined && tokens.has(defined)) problems.push(`${file}:${index + 1}: defines the token ${defined}, which is the host's`);
      if (/@import\s+['"][^'"]*tokens\.css['"]/.test(line)) problems.push(`${file}:${index + 1}: imports the tokens, which the host defines`);
      return problems;
    });
    expect(found).toEqual([]);
  });
});
