// The member pages' first HTML (ADR 0053): after every change of the registry, the configuration
// or the brand, the release tool writes, for each member route of the shell's route table, what
// the shell's server puts into that route's index.html (tools/serving), under
// RELEASES_DIR/prerendered/member/:
//   routes.json        [{ key, pattern }]: which request paths are member routes (both servers)
//   <key>.head.html    the shell's member stylesheets and the Thai font, and (in a template the boot
//                      script adds once the frame is on screen, ADR 0060) preloads of everything the
//                      page's start fetches: the shell's start scripts (its build's
//                      prerender/member-start.json), the live version of the route's remote (its
//                      manifest, its integrity-checked entry, the exposed app's and the page's
//                      chunks: the remote build's prerender/pages.json), so nothing waits for what
//                      comes before it
//   <key>.body.html    the member frame the shell's first render draws, with the page's heading and
//                      lead where the page will be (the shell's renderer, prerender/render.cjs), and
//                      the brand it was drawn with (#prerendered-site)
// A release or rollback of a remote, a brand or configuration change renders them again; a shell
// built without a renderer, or one that fails, leaves none (the pages then start as before).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memberPagesDir } from '../serving/rules.mjs';
import { attr, readBuildPages, remotePreloads, siteScript, thaiFontsOf } from './html-pieces.mjs';
import { writeAtomic } from './write-atomic.mjs';

const require = createRequire(import.meta.url);

/** Raised when the pieces' layout changes, so pieces written by an earlier tool are written again. */
const memberFormat = 2;

/** The shell's build whose member frames and start files are written: SHELL_DIST, or the repository's. */
export const shellDist = () => path.resolve(process.env.SHELL_DIST ?? fileURLToPath(new URL('../../shell/dist', import.meta.url)));

/**
 * The shell's renderer (shell/src/prerender.tsx).
 * @typedef {object} ShellRenderer
 * @property {() => Array<{ key: string, pattern: string, remote: string, page: string }>} memberRoutes
 * @property {(key: string, options: { config: unknown, site?: unknown }) => string} renderMemberFrame
 * @property {(answers: unknown, changedAt: number) => unknown} siteData
 */

/**
 * The files a remote's live version loads for one page, with their recorded hashes, or null when
 * its build lists none (a build from before the list, or a remote served from elsewhere).
 * @param {string} folder
 * @param {string} page
 */
function remotePageFiles(folder, page) {
  const build = readBuildPages(folder);
  const own = build?.files.pages[page];
  if (!build || !own) return null;
  const { expose } = build.files;
  return { css: [...new Set([...expose.css, ...own.css])], js: [...new Set([...expose.js, ...own.js])], integrity: build.integrity };
}

/**
 * What a member route's frame paints with: the shell's member stylesheets (`data-href` as the
 * shell's CSS loader names them, so it finds them there and adds none) and the chrome's Thai font.
 * @param {{ start: { css: string[] }, fonts: string[] }} options
 */
export function memberStylesFor({ start, fonts }) {
  return [
    // main.css is index.html's own.
    ...start.css.filter((file) => !/^main\./.test(file)).map((file) => `<link rel="stylesheet" href="/${attr(file)}" data-href="${attr(file)}">`),
    ...fonts.map((file) => `<link rel="preload" href="/${attr(file)}" as="font" type="font/woff2" crossorigin="anonymous">`),
  ];
}

/**
 * Preloads of every script the page's start runs, the shell's and the remote's (the latter as the
 * remote's runtime asks for them: with CORS and the hash its build lists, so each preload is the
 * request the page makes; the entry with the registry's recorded hash, ADR 0034), inert in
 * <template id="prerendered-preloads">, which the shell's boot script adds once the member frame
 * is on screen, as the landing's (ADR 0028, 0060): the first paint has the bandwidth to itself.
 * @param {object} options
 * @param {{ js: string[] }} options.start the shell's member start files
 * @param {{ base: string, entryIntegrity?: string, files: { js: string[], css: string[], integrity: Record<string, string> } | null } | null} options.remote
 */
export function memberPreloadsFor({ start, remote }) {
  return [
    '<template id="prerendered-preloads">',
    ...start.js.map((file) => `<link rel="preload" href="/${attr(file)}" as="script">`),
    ...(remote
      ? remotePreloads({
          base: remote.base,
          entryIntegrity: remote.entryIntegrity,
          css: remote.files?.css,
          js: remote.files?.js ?? [],
          integrity: remote.files?.integrity,
        })
      : []),
    '</template>',
  ];
}

/** @param {string[]} files */
function contentHash(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes (or removes) the member routes' pieces for the registry as it now is.
 * @param {string} releasesDir
 * @param {import('./state.mjs').RegistryFile} registry
 * @param {{ config: unknown, brand: { answers: Record<string, unknown>, changedAt: number } | null, shellDir?: string }} options
 */
export function writeMemberPages(releasesDir, registry, { config, brand, shellDir = shellDist() }) {
  const out = path.join(releasesDir, memberPagesDir);
  const renderer = path.join(shellDir, 'prerender', 'render.cjs');
  const startFile = path.join(shellDir, 'prerender', 'member-start.json');
  const clear = () => fs.rmSync(out, { recursive: true, force: true });
  if (!config || !fs.existsSync(renderer) || !fs.existsSync(startFile)) return clear();
  // What each route's remote is now: its live version and where it is served.
  const remotes = Object.fromEntries(
    Object.entries(registry.served ?? {}).map(([name, served]) => [
      name,
      { served, live: registry.remotes?.[name]?.live ?? null, dir: registry.remotes?.[name]?.dir ?? null },
    ]),
  );
  const source = JSON.stringify({ memberFormat, shell: contentHash([renderer, startFile]), config, brand, remotes });
  const sourceFile = path.join(out, '.source.json');
  if (fs.existsSync(sourceFile) && fs.readFileSync(sourceFile, 'utf8') === source) return undefined;
  try {
    // The shell's renderer changes with each shell build: read afresh.
    delete require.cache[renderer];
    const shell = /** @type {ShellRenderer} */ (require(renderer));
    /** @type {{ js: string[], css: string[] }} */
    const start = JSON.parse(fs.readFileSync(startFile, 'utf8'));
    // The Thai regular weight of the chrome's face: its text waits for it.
    const fonts = start.css.flatMap((file) => {
      const css = fs.existsSync(path.join(shellDir, file)) ? fs.readFileSync(path.join(shellDir, file), 'utf8') : '';
      return thaiFontsOf(css);
    });
    const site = brand ? shell.siteData(brand.answers, brand.changedAt) : null;
    const routes = shell.memberRoutes();
    fs.mkdirSync(out, { recursive: true });
    for (const route of routes) {
      const remote = remotes[route.remote];
      const registered = registry.remotes?.[route.remote];
      const live = remote?.live;
      const folder = remote?.served.origin && registered && live ? path.join(releasesDir, registered.dir, live) : null;
      const remoteFiles =
        folder && live && remote?.served.origin
          ? {
              base: `${remote.served.origin}/${live}/`,
              entryIntegrity: registered?.versions[live]?.integrity?.remoteEntry,
              files: remotePageFiles(folder, route.page),
            }
          : null;
      const head = [...memberStylesFor({ start, fonts: [...new Set(fonts)] }), ...memberPreloadsFor({ start, remote: remoteFiles })].join('\n');
      writeAtomic(path.join(out, `${route.key}.head.html`), `${head}\n`);
      writeAtomic(path.join(out, `${route.key}.body.html`), `${shell.renderMemberFrame(route.key, { config, site })}\n${siteScript(site)}`);
    }
    writeAtomic(
      path.join(out, 'routes.json'),
      `${JSON.stringify(
        routes.map(({ key, pattern }) => ({ key, pattern })),
        null,
        2,
      )}\n`,
    );
    // Each piece was replaced where it was (a page composed meanwhile gets the old or the new one,
    // never none); a route the shell no longer has loses its own.
    const kept = new Set(['routes.json', '.source.json', ...routes.flatMap((route) => [`${route.key}.head.html`, `${route.key}.body.html`])]);
    for (const file of fs.readdirSync(out)) if (!kept.has(file)) fs.rmSync(path.join(out, file), { force: true });
    writeAtomic(sourceFile, source);
  } catch (error) {
    // The site works without them (a member page starts as before): a release never fails on it.
    console.error("[tools] E26 the member pages' first HTML could not be written; none is served", error);
    clear();
  }
  return undefined;
}
