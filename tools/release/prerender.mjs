// The live prerendered pages (ADR 0025): after every change of the registry, each served remote
// whose live version ships a renderer (prerender/render.cjs, today mf-landing's) has its public
// pages rendered with the stack's runtime configuration into RELEASES_DIR/prerendered/<dir>/:
//   <page>.head.html  its stylesheets and preload hints, for the shell page's <head>
//   <page>.body.html  <div id="prerendered" class="remote-area" data-remote data-page data-version>…</div>
//                     and, with the operator's brand (brand.mjs), <script type="application/json"
//                     id="prerendered-site"> the theme, contact links and website settings it was
//                     rendered with, which the shell seeds its session from (ADR 0037)
//   <version>/*.css   copies of its stylesheets, which the shell serves from its own origin
//                     (prerenderedStylesPath): nothing from a remote's origin blocks the first paint
// The shell's server includes them into index.html at request time (tools/serving), so a release
// or rollback of the landing shows on the next load without touching the shell.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { prerenderedStylesPath } from '../serving/rules.mjs';
import { attr, readBuildPages, remotePreloads, siteScript, thaiFontsOf } from './html-pieces.mjs';
import { writeMemberPages } from './member-pages.mjs';
import { writeAtomic } from './write-atomic.mjs';

const require = createRequire(import.meta.url);

/** Raised when headFor's output changes, so pages rendered by an earlier tool are rendered again. */
const headFormat = 4;

/** @typedef {import('./html-pieces.mjs').PagesFile} PagesFile */
/**
 * A version's renderer (prerender/render.cjs of its build).
 * @typedef {object} Renderer
 * @property {(page: string, options: { config: unknown, publicPath: string, site?: unknown }) => string | Promise<string>} renderPage
 * @property {(answers: unknown, changedAt: number) => unknown} [siteData] the brand as the pages read it (a renderer from before the brand has none)
 */

/**
 * The head of `page`: its fonts and stylesheets (what the first paint needs), and the preloads of
 * what its hydration runs (manifest, integrity-checked entry, the page's chunks) inert in a
 * <template> that the shell's boot script adds after the first paint (ADR 0028). The stylesheets
 * are the shell's copies (`styles`: the path each file is served at); `data-href` names the
 * remote's own file, so the remote's CSS loader finds it already there and loads nothing again.
 * @param {object} options
 * @param {string} options.base the version's address, ending in /
 * @param {PagesFile} options.files
 * @param {string} options.page
 * @param {string} [options.integrity] remoteEntry.js's
 * @param {Record<string, string>} [options.chunkIntegrity] each chunk's, by file
 * @param {(file: string) => string[]} options.fontCss the fonts a stylesheet preloads
 * @param {(file: string) => string} options.styles where the shell serves a stylesheet
 */
export function headFor({ base, files, page, integrity, chunkIntegrity = {}, fontCss, styles }) {
  const { expose, pages } = files;
  const own = pages[page];
  if (!own) throw new Error(`[tools] pages.json has no page ${page}`);
  const css = [...expose.css, ...own.css];
  const js = [...expose.js, ...own.js];
  const fonts = [...new Set(css.flatMap((file) => fontCss(file)))];
  return [
    ...fonts.map((font) => `<link rel="preload" href="${attr(`${base}${font}`)}" as="font" type="font/woff2" crossorigin="anonymous">`),
    ...css.map((file) => `<link rel="stylesheet" href="${attr(styles(file))}" data-href="${attr(`${base}${file}`)}">`),
    '<template id="prerendered-preloads">',
    ...remotePreloads({ base, entryIntegrity: integrity, js, integrity: chunkIntegrity }),
    '</template>',
  ].join('\n');
}

/**
 * The shell's copy of one of the version's stylesheets, its relative url()s made absolute (fonts
 * and images stay on the remote's origin, which the CSP allows), precompressed like a build's
 * files. Answers the path the shell serves it at.
 * @param {{ folder: string, out: string, version: string, base: string, file: string }} options
 */
function copyStyle({ folder, out, version, base, file }) {
  const name = path.basename(file);
  const css = fs
    .readFileSync(path.join(folder, file), 'utf8')
    .replace(/url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^)'"]*)\1\)/gi, (_, quote, url) => `url(${quote}${new URL(url, `${base}${file}`).href}${quote})`);
  const target = path.join(out, version, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  writeAtomic(target, css);
  writeAtomic(`${target}.gz`, zlib.gzipSync(css, { level: 9 }));
  writeAtomic(`${target}.br`, zlib.brotliCompressSync(css));
  return `${prerenderedStylesPath}${version}/${name}`;
}

export const brandFileName = 'brand.json';

/**
 * The kept brand (brand.mjs): `{ answers, changedAt }`, or null before the first good answer.
 * @param {string} releasesDir
 * @returns {{ answers: Record<string, unknown>, changedAt: number } | null}
 */
export function readBrand(releasesDir) {
  try {
    const brand = JSON.parse(fs.readFileSync(path.join(releasesDir, brandFileName), 'utf8'));
    return brand && typeof brand.answers === 'object' && brand.answers !== null && Number.isFinite(brand.changedAt) ? brand : null;
  } catch {
    return null;
  }
}

/**
 * Renders the live version of every served remote that has a renderer; removes what a remote no
 * longer prerenders. Then the member routes' pieces (ADR 0053, member-pages.mjs). Nothing is
 * written without the stack's config.json (the renderers need it).
 * @param {string} releasesDir
 * @param {import('./state.mjs').RegistryFile} registry
 */
export async function writePrerendered(releasesDir, registry) {
  const configFile = path.join(releasesDir, 'config.json');
  const config = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : null;
  const brand = readBrand(releasesDir);
  await writeLandingPages(releasesDir, registry, { config, brand });
  writeMemberPages(releasesDir, registry, { config, brand });
}

/**
 * The landing's public pages (ADR 0025): each served remote whose live version has a renderer.
 * @param {string} releasesDir
 * @param {import('./state.mjs').RegistryFile} registry
 * @param {{ config: unknown, brand: ReturnType<typeof readBrand> }} options
 */
async function writeLandingPages(releasesDir, registry, { config, brand }) {
  for (const [name, served] of Object.entries(registry.served ?? {})) {
    const remote = registry.remotes?.[name];
    const out = path.join(releasesDir, 'prerendered', remote?.dir ?? name);
    const live = remote?.live;
    const folder = remote && live ? path.join(releasesDir, remote.dir, live) : null;
    const renderer = folder && path.join(folder, 'prerender', 'render.cjs');
    if (!config || served.url || !remote || !live || !folder || !renderer || !fs.existsSync(renderer)) {
      fs.rmSync(out, { recursive: true, force: true });
      continue;
    }
    // Rendered once per live version, address, configuration, brand and head layout (headFormat):
    // the other remotes' releases and a restart leave the pages as they are.
    const source = JSON.stringify({ version: live, origin: served.origin, config, brand, headFormat });
    const sourceFile = path.join(out, '.source.json');
    if (fs.existsSync(sourceFile) && fs.readFileSync(sourceFile, 'utf8') === source) continue;
    try {
      const published = remote.versions[live];
      if (!published) throw new Error(`[tools] the registry does not keep ${live}`);
      const base = `${served.origin}/${live}/`;
      const build = readBuildPages(folder);
      if (!build) throw new Error(`[tools] ${live} lists no pages (prerender/pages.json)`);
      const { files, integrity: chunkIntegrity } = build;
      // Each version's renderer is its own module (its own path): assets resolve to its own folder.
      const { renderPage, siteData } = /** @type {Renderer} */ (require(renderer));
      // What the pages show of the brand, as the renderer reads the answers (a renderer from before
      // the brand has no siteData: its pages are rendered as before, without one).
      const site = brand && siteData ? siteData(brand.answers, brand.changedAt) : null;
      // The web fonts of the Thai regular weight: the hero's text waits for them.
      /** @param {string} file */
      const fontCss = (file) => thaiFontsOf(fs.readFileSync(path.join(folder, file), 'utf8'));
      fs.mkdirSync(out, { recursive: true });
      // The stylesheets of the versions the registry still has (a page loaded just before a
      // rollback or a release keeps its styles); the others' go.
      for (const entry of fs.readdirSync(out, { withFileTypes: true })) {
        if (entry.isDirectory() && !Object.hasOwn(remote.versions, entry.name)) fs.rmSync(path.join(out, entry.name), { recursive: true, force: true });
      }
      /** @type {Map<string, string>} */
      const styles = new Map();
      /** @param {string} file */
      const styleOf = (file) => {
        let style = styles.get(file);
        if (style === undefined) styles.set(file, (style = copyStyle({ folder, out, version: live, base, file })));
        return style;
      };
      for (const page of Object.keys(files.pages)) {
        const html = await renderPage(page, { config, publicPath: base, ...(site ? { site } : {}) });
        writeAtomic(
          path.join(out, `${page}.head.html`),
          `${headFor({ base, files, page, integrity: published.integrity?.remoteEntry, chunkIntegrity, fontCss, styles: styleOf })}\n`,
        );
        writeAtomic(
          path.join(out, `${page}.body.html`),
          `<div id="prerendered" class="remote-area" data-remote="${attr(name)}" data-page="${attr(page)}" data-version="${attr(live)}">${html}</div>\n${siteScript(site)}`,
        );
      }
      writeAtomic(sourceFile, source);
    } catch (error) {
      // The site works without them (the landing renders in the browser): a release never fails on it.
      console.error(`[tools] E21 the prerendered pages of ${name} ${live} could not be rendered; none are served`, error);
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
}
