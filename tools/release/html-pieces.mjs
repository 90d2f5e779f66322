// What the release tool writes into the shell's pages, for both kinds it writes: the landing's
// prerendered pages (ADR 0025, prerender.mjs) and the member routes' pieces (ADR 0053,
// member-pages.mjs). One way to escape an attribute, to carry JSON, to find the font a first
// paint waits for, to read a remote build's page list, and to preload a remote's start.
import fs from 'node:fs';
import path from 'node:path';

/** @param {unknown} value */
export const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON inside a <script> element: nothing in it can end the element or start markup.
 * @param {unknown} value
 */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The brand a page was drawn with, which the shell seeds its session from (ADR 0037); nothing
 * without one.
 * @param {unknown} site
 */
export const siteScript = (site) => (site ? `<script type="application/json" id="prerendered-site">${scriptJson(site)}</script>\n` : '');

/**
 * The Thai regular weight's web fonts a stylesheet names (relative to it): the first paint's
 * text waits for them, so the page preloads them.
 * @param {string} css the stylesheet's text
 */
export const thaiFontsOf = (css) => [...css.matchAll(/url\(([^)]*thai-400[^)]*\.woff2)\)/g)].map(([, url = '']) => url.replace(/^\.?\//, ''));

/**
 * A remote build's page list (prerender/pages.json, tools/webpack/pages-manifest.cjs) and the
 * hashes its manifest records for its chunks; null when the build lists no pages.
 * @typedef {{ js: string[], css: string[] }} PageFiles
 * @typedef {{ expose: PageFiles, pages: Record<string, PageFiles | undefined> }} PagesFile
 * @param {string} folder
 * @returns {{ files: PagesFile, integrity: Record<string, string> } | null}
 */
export function readBuildPages(folder) {
  const listFile = path.join(folder, 'prerender', 'pages.json');
  if (!fs.existsSync(listFile)) return null;
  return {
    files: JSON.parse(fs.readFileSync(listFile, 'utf8')),
    integrity: JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')).integrity ?? {},
  };
}

/**
 * Preloads of what a remote's page starts with, as its runtime asks for each: the manifest, the
 * entry (with the registry's recorded hash, ADR 0034), then stylesheets and chunks with CORS and
 * the hash its build listed (tools/webpack/subresource-integrity.cjs), so each preload is the
 * request the page makes.
 * @param {{ base: string, entryIntegrity?: string, css?: string[], js: string[], integrity?: Record<string, string> }} options
 */
export function remotePreloads({ base, entryIntegrity, css = [], js, integrity = {} }) {
  /** @param {string} file */
  const hashOf = (file) => (integrity[file] ? ` integrity="${attr(integrity[file])}"` : '');
  return [
    `<link rel="preload" href="${attr(`${base}mf-manifest.json`)}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${attr(`${base}remoteEntry.js`)}" as="script" crossorigin="anonymous"${entryIntegrity ? ` integrity="${attr(entryIntegrity)}"` : ''}>`,
    ...css.map((file) => `<link rel="preload" href="${attr(`${base}${file}`)}" as="style" crossorigin="anonymous"${hashOf(file)}>`),
    ...js.map((file) => `<link rel="preload" href="${attr(`${base}${file}`)}" as="script" crossorigin="anonymous"${hashOf(file)}>`),
  ];
}
