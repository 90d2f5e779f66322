import fs from 'node:fs';
import path from 'node:path';
import { apps } from '../apps.cjs';

// docs/errors.md is the registry of `[app] En` codes. This keeps it true: every code in the
// sources is listed, every listed code is used, and a code is used only in the files its row
// names, so one number never carries two meanings.

const repoRoot = path.resolve(__dirname, '..', '..');
/** Every app's sources: shared, the front-end apps as their folders declare them (tools/apps.cjs), the back office, the API, tools. */
const appDirs = ['shared', ...apps.map((app) => app.dir), 'backoffice', 'api'];
const sourceRoots = [...appDirs.map((dir) => `${dir}/src`), 'tools'];
const skippedDirs = new Set(['node_modules', 'dist', '.cache']);
/** The section for codes shared's createRemoteApp raises under each remote's own name. */
const everyRemote = 'every remote';
/** The section for codes shared's federation (shared/src/federation) raises under its host's name: the shell's or the back office's. */
const everyHost = 'every host';

type Uses = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  const full = path.join(repoRoot, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(tsx?|mjs|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The codes a source text raises or logs, as "app E<n>". Comments are skipped: they quote codes as examples. */
export function codesIn(text: string): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  const patterns: [RegExp, (m: RegExpMatchArray) => string][] = [
    [new RegExp(`\\[(${[...appDirs, 'tools'].join('|')})\\] (E\\d+)\\b`, 'g'), (m) => `${m[1]} ${m[2]}`],
    [/AppError\(\s*'([a-z-]+)',\s*'(E\d+)'/g, (m) => `${m[1]} ${m[2]}`],
    [/\[\$\{(?:app|this\.props\.app)\}\] (E\d+)\b/g, (m) => `${everyRemote} ${m[1]}`],
    [/AppError\(\s*app,\s*'(E\d+)'/g, (m) => `${everyRemote} ${m[1]}`],
    [/\[\$\{hostApp\}\] (E\d+)\b/g, (m) => `${everyHost} ${m[1]}`],
    [/AppError\(\s*hostApp,\s*'(E\d+)'/g, (m) => `${everyHost} ${m[1]}`],
  ];
  return patterns.flatMap(([pattern, key]) => [...code.matchAll(pattern)].map(key));
}

/** The registry's rows: "app E<n>" → the files its "where" column names. */
export function registryRows(markdown: string): Uses {
  const rows: Uses = new Map();
  let section = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = (heading[1] ?? '').trim();
    const row = /^\| (E\d+) \| ([^|]+) \|/.exec(line);
    if (row && section) rows.set(`${section} ${row[1]}`, new Set((row[2] ?? '').split(',').map((f) => f.trim())));
  }
  return rows;
}

function usesInSources(): Uses {
  const uses: Uses = new Map();
  for (const file of sourceRoots.flatMap(sourceFiles)) {
    for (const key of codesIn(fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
      uses.set(key, (uses.get(key) ?? new Set()).add(file));
    }
  }
  return uses;
}

describe('error-code registry (docs/errors.md)', () => {
  const registry = registryRows(fs.readFileSync(path.join(repoRoot, 'docs/errors.md'), 'utf8'));
  const uses = usesInSources();

  it('reads codes from logs, AppErrors and createRemoteApp, but not from comments', () => {
    const sample = [
      "console.error('[shell] E19 x failed', e);",
      "throw new AppError('shell', 'E4', 'slow');",
      'console.error(`[${app}] E3 render failed`);',
      'console.error(`[${hostApp}] E39 remotes.json: x`);',
      "throw new AppError(hostApp, 'E4', 'slow');",
      '// [mf-wallet] E9 only an example',
    ].join('\n');
    expect(codesIn(sample)).toEqual(['shell E19', 'shell E4', 'every remote E3', 'every host E39', 'every host E4']);
  });

  it('lists every code the sources use, in the files that use it', () => {
    const problems = [...uses].flatMap(([key, files]) => {
      const listed = registry.get(key);
      if (!listed) return [`${key} (${[...files].join(', ')}) is not in docs/errors.md`];
      return [...files]
        .filter((f) => !listed.has(f))
        .map((f) => `${key} is also used in ${f}: give it the next free number, or list the file if it means the same`);
    });
    expect(problems).toEqual([]);
  });

  it('lists no code that is no longer used', () => {
    const stale = [...registry].flatMap(([key, files]) => [...files].filter((f) => !uses.get(key)?.has(f)).map((f) => `${key} in ${f}`));
    expect(stale).toEqual([]);
  });
});
