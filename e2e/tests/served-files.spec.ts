import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { e2eStack } from '../support/stack-env';

// What each app's server hands out: the site, not its source. Source maps and mf-stats.json are
// written beside the served folder (dist-debug/, for error tracking) and never served.

const apps = [
  ['shell', e2eStack.shellUrl],
  ['mf-landing', e2eStack.remoteOrigins.mf_landing],
  ['mf-games', e2eStack.remoteOrigins.mf_games],
  ['mf-wallet', e2eStack.remoteOrigins.mf_wallet],
  ['mf-account', e2eStack.remoteOrigins.mf_account],
] as const;

/** Where an app's built files are served: the shell at its root, a remote in its live version's folder. */
function servedRoot(dir: string, origin: string): { folder: string; url: string } {
  if (dir === 'shell') return { folder: path.join(repoRoot, 'shell/dist'), url: origin };
  const registry = JSON.parse(fs.readFileSync(path.join(e2eStack.releasesDir, 'registry.json'), 'utf8'));
  const live: string = registry.remotes[dir.replace('-', '_')].live;
  return { folder: path.join(e2eStack.releasesDir, dir, live), url: `${origin}/${live}` };
}

for (const [dir, origin] of apps) {
  test(`${dir}: no source map and no mf-stats.json is served; both are kept in dist-debug`, async ({ request }) => {
    const root = servedRoot(dir, origin);
    const served = [...fs.readdirSync(path.join(repoRoot, dir, 'dist')), ...fs.readdirSync(root.folder)];
    expect(served.filter((f) => f.endsWith('.map') || f === 'mf-stats.json')).toEqual([]);
    const aside = fs.readdirSync(path.join(repoRoot, dir, 'dist-debug'));
    const map = aside.find((f) => f.endsWith('.js.map'));
    expect(map).toBeDefined();
    // The script the map belongs to is served; the map itself is not, even by its exact name.
    expect((await request.get(`${root.url}/${map?.replace(/\.map$/, '')}`)).status()).toBe(200);
    expect((await request.get(`${root.url}/${map}`)).status()).toBe(404);
    expect((await request.get(`${root.url}/mf-stats.json`)).status()).toBe(404);
  });
}

// The built files as the browser gets them (same rules on both servers, ADR 0020): the build's
// brotli copy of a hashed chunk, and a revalidated entry file answered 304 when unchanged.
for (const [dir, origin] of apps) {
  test(`${dir}: hashed chunks come precompressed and immutable, entry files revalidate to 304`, async ({ request }) => {
    const root = servedRoot(dir, origin);
    const served = fs.readdirSync(root.folder);
    const chunk = served.find((f) => /\.[0-9a-f]{10}\.js$/.test(f) && served.includes(`${f}.br`));
    expect(chunk).toBeDefined();
    const hashed = await request.get(`${root.url}/${chunk}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(hashed.headers()['content-encoding']).toBe('br');
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['server'] === 'nginx').toBe(process.env.E2E_SERVER === 'nginx');
    // The shell's page on a route composed by no server: the landing's prerendered routes (ADR
    // 0025) and every member route (ADR 0053) are composed per request.
    const entry = dir === 'shell' ? '/responsible-play' : '/remoteEntry.js';
    const first = await request.get(`${root.url}${entry}`);
    expect(first.headers()['cache-control']).toBe('no-cache');
    const again = await request.get(`${root.url}${entry}`, { headers: { 'If-None-Match': first.headers()['etag'] ?? '' } });
    expect(again.status()).toBe(304);
  });
}
