// Static file server for one built app (the shell, a remote, or the back office), driven by the
// serving rules of tools/serving/rules.mjs (the same table generates the images' nginx.conf):
// revalidated entry files (ETag/Last-Modified → 304), immutable hashed assets, precompressed
// .br/.gz, CORS for remotes, and for the shell a strict Content-Security-Policy derived from
// config.json and remotes.json. The back office (ADR 0046) has its own CSP, no CORS, and its staff
// remotes' versions under /remotes/.
import { Buffer } from 'node:buffer';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  backofficePolicy,
  contentSecurityPolicy,
  hasValidators,
  headersFor,
  isCompressible,
  isDebugFile,
  isRoutePath,
  memberPageOf,
  memberPagesDir,
  memberRoutesFile,
  memberRoutesOf,
  prerenderedDir,
  prerenderedPageOf,
  prerenderedStyleOf,
  prerenderIncludePath,
  prerenderIncludes,
  runtimeFiles,
  scriptsOffPage,
  staffRemotesPath,
} from './serving/rules.mjs';

export { contentSecurityPolicy };

const gzip = promisify(zlib.gzip);

/** @typedef {import('node:fs').Stats} Stats */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** @param {string} file */
async function statFile(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** @param {string} file */
async function readJson(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The URL path with `.` and `..` resolved, or null when it climbs above the root (as nginx answers 400).
 * @param {string | undefined} rawUrl
 */
function normalizedPath(rawUrl) {
  let decoded;
  try {
    decoded = decodeURIComponent((rawUrl ?? '/').split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return `/${segments.join('/')}${decoded.endsWith('/') && segments.length ? '/' : ''}`;
}

// Same shape as nginx's: "<mtime seconds hex>-<size hex>".
/** @param {Stats} stat */
const etagOf = (stat) => `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;

/**
 * @param {Request} req
 * @param {string} etag
 * @param {Stats} stat
 */
function notModified(req, etag, stat) {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since;
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeDir?: string, extraConnect?: string[], https?: boolean, backoffice?: { staffDir: string } }} options
 *   spa: unknown paths without a file extension get index.html, with the CSP (the shell);
 *   runtimeDir: config.json and remotes.json are served from here instead of dir;
 *   extraConnect: more connect-src sources (the dev server's reload socket, in `npm run dev` only);
 *   https: the site is served over https (adds Strict-Transport-Security);
 *   backoffice: the back office (with spa): its own CSP, no CORS, nothing prerendered, and
 *   /remotes/<app dir>/… from staffDir/<app dir>/… (the staff remotes' versions).
 * @returns {Promise<import('./stack.mjs').RunningServer>}
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, runtimeDir, extraConnect = [], https = false, backoffice }) {
  const root = path.resolve(dir);
  const staffRoot = backoffice ? path.resolve(backoffice.staffDir) : null;
  // The landing's prerendered pages are the shell's alone (ADR 0025).
  const composes = spa && !backoffice ? runtimeDir : undefined;
  const cors = !backoffice;

  /**
   * @param {string} urlPath
   * @returns {Promise<{ file: string, runtime: boolean } | null>}
   */
  async function fileFor(urlPath) {
    const name = urlPath === '/' ? '/index.html' : urlPath;
    if (isDebugFile(name)) return null;
    if (staffRoot && name.startsWith(staffRemotesPath)) {
      // A staff remote's file, or nothing: never the page (a missing chunk is a 404).
      const file = path.join(staffRoot, name.slice(staffRemotesPath.length));
      if (!file.startsWith(staffRoot + path.sep) || isRoutePath(name)) return null;
      return (await statFile(file)) ? { file, runtime: false } : null;
    }
    const style = composes ? prerenderedStyleOf(name) : null;
    if (style && composes) {
      const file = path.join(composes, prerenderedDir, style);
      return (await statFile(file)) ? { file, runtime: false } : null;
    }
    if (runtimeDir && runtimeFiles.includes(name.slice(1))) {
      const override = path.join(runtimeDir, name);
      if (await statFile(override)) return { file: override, runtime: true };
    }
    const file = path.join(root, name);
    if (!file.startsWith(root + path.sep)) return null;
    if (await statFile(file)) return { file, runtime: false };
    if (spa && isRoutePath(name)) return { file: path.join(root, 'index.html'), runtime: false };
    return null;
  }

  /** The CSP from the runtime files this server hands out (runtimeDir first, as fileFor finds them). */
  async function shellPolicy() {
    /** @param {string} name */
    const json = async (name) => {
      const found = await fileFor(`/${name}`);
      return found ? readJson(found.file) : {};
    };
    if (backoffice) return backofficePolicy(await json('config.json'));
    const page = await fileFor('/index.html');
    return contentSecurityPolicy(await json('config.json'), await json('remotes.json'), extraConnect, page ? await cachedText(page.file) : '');
  }

  /**
   * The file to send: a precompressed sibling when the client accepts it (br first), else the file.
   * @param {{ file: string, runtime: boolean }} found
   * @param {string} acceptEncoding
   * @returns {Promise<{ file: string, encoding: string | null, stat?: Stats, body?: Buffer }>}
   */
  async function encodedVariant(found, acceptEncoding) {
    if (!isCompressible(found.file)) return { file: found.file, encoding: null };
    // Written at start or by the release tool (never precompressed): gzip on the fly, as nginx does.
    // remotes.json, which every start reads, is 32 KB plain and 3 KB so (issue 36).
    // Not below nginx's gzip_min_length (20 bytes), as nginx.
    if (found.runtime) {
      const stat = await statFile(found.file);
      if (!stat || stat.size < 20 || !/\bgzip\b/.test(acceptEncoding)) return { file: found.file, encoding: null };
      return { file: found.file, encoding: 'gzip', stat, body: await gzipped(found.file, stat) };
    }
    for (const [encoding, suffix] of /** @type {const} */ ([
      ['br', '.br'],
      ['gzip', '.gz'],
    ])) {
      if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) {
        const stat = await statFile(found.file + suffix);
        if (stat) return { file: found.file + suffix, encoding, stat };
      }
    }
    return { file: found.file, encoding: null };
  }

  /** A runtime file's gzip, made again only when the file was rewritten. @type {Map<string, { mtimeMs: number, size: number, body: Buffer }>} */
  const zipped = new Map();
  /**
   * @param {string} file
   * @param {Stats} stat the file's, as just read
   */
  async function gzipped(file, stat) {
    const cached = zipped.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.body;
    const body = await gzip(await fs.readFile(file), { level: 6 });
    zipped.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
    return body;
  }

  // The page and its prerendered pieces (ADR 0025), read again only when a build or the release
  // tool rewrote them; a missing piece is nothing.
  /** @type {Map<string, { mtimeMs: number, size: number, text: string }>} */
  const texts = new Map();
  /** @param {string} file */
  async function cachedText(file) {
    const stat = await statFile(file);
    if (!stat) return '';
    const cached = texts.get(file);
    if (cached?.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    texts.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, text });
    return text;
  }

  /**
   * The member routes the release tool wrote (ADR 0053), read again only when rewritten.
   * @param {string} pieces the runtime folder
   */
  async function memberRoutes(pieces) {
    const text = await cachedText(path.join(pieces, memberPagesDir, memberRoutesFile));
    try {
      return memberRoutesOf(text ? JSON.parse(text) : []);
    } catch {
      return [];
    }
  }

  /**
   * A prerendered route (the landing's, ADR 0025) or a member route (ADR 0053): index.html with
   * the route's live pieces included where its SSI directives are, composed per request as nginx's
   * ssi does (no ETag, gzip on the fly).
   * @param {Request} req
   * @param {Response} res
   * @param {{ dir: string, page: string }} route the folder of its pieces (under the runtime folder) and its name there
   * @param {string} pieces the runtime folder the pages' pieces are in
   */
  async function composed(req, res, { dir, page }, pieces) {
    const found = await fileFor('/index.html');
    // No page to compose into: the request fails (500), as any error here.
    if (!found) throw new Error('[tools] index.html is missing');
    let html = await cachedText(found.file);
    for (const [part, directive] of Object.entries(prerenderIncludes)) {
      const piece = await cachedText(path.join(pieces, dir, `${page}.${part}.html`));
      html = html.replace(directive, () => piece);
    }
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = headersFor(found.file, { csp: await shellPolicy(), https });
    let body = Buffer.from(html, 'utf8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = await gzip(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function answer(req, res) {
    if (req.method === 'POST' && composes && prerenderedPageOf(normalizedPath(req.url) ?? '')) {
      // A prerendered form sent with scripts off: the Thai page asking for them; the body is dropped unread.
      req.resume();
      const body = Buffer.from(scriptsOffPage, 'utf8');
      res.writeHead(200, { ...headersFor('index.html', { csp: await shellPolicy(), https }), 'Content-Length': body.length });
      res.end(body);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const urlPath = normalizedPath(req.url);
    if (urlPath === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    const page = composes ? prerenderedPageOf(urlPath) : null;
    if (page && composes) {
      await composed(req, res, { dir: prerenderedDir, page }, composes);
      return;
    }
    const member = composes && isRoutePath(urlPath) ? memberPageOf(urlPath, await memberRoutes(composes)) : null;
    if (member && composes) {
      await composed(req, res, { dir: memberPagesDir, page: member }, composes);
      return;
    }
    const found = urlPath.startsWith(prerenderIncludePath) ? null : await fileFor(urlPath);
    if (!found) {
      // Kept by nobody: a content-hashed name may be asked for before its file arrives.
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
        'X-Content-Type-Options': 'nosniff',
      });
      res.end('Not found');
      return;
    }
    const csp = spa && path.basename(found.file) === 'index.html' ? await shellPolicy() : undefined;
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = headersFor(found.file, { csp, https, cors });
    const variant = await encodedVariant(found, String(req.headers['accept-encoding'] ?? ''));
    const stat = variant.stat ?? (await statFile(variant.file));
    if (!stat) {
      res.writeHead(404, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    headers['Last-Modified'] = new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString();
    // As nginx: no ETag, and conditionals answered in full, for the files rewritten in place.
    const etag = hasValidators(found.file) ? etagOf(stat) : undefined;
    if (etag) headers.ETag = etag;
    if (etag && notModified(req, etag, stat)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    const payload = req.method === 'HEAD' ? undefined : (variant.body ?? (await fs.readFile(variant.file)));
    headers['Content-Length'] = variant.body?.length ?? stat.size;
    res.writeHead(200, headers);
    res.end(payload);
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // Listening on a port: its address is an AddressInfo.
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        port: address.port,
        url: `http://${host}:${address.port}`,
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              server.closeAllConnections?.();
              server.close(() => done());
            })
          ),
      });
    });
  });
}

// CLI: node tools/serve.mjs <dir> [port] [--spa] [--runtime-dir DIR] [--staff-dir DIR]   (HTTPS=1: served over https)
//   --staff-dir: the back office (with --spa), its staff remotes' versions from DIR (RELEASES_DIR/staff)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args[0] ?? 'dist';
  const port = Number(args[1] ?? process.env.PORT ?? 8080);
  const runtimeIndex = args.indexOf('--runtime-dir');
  const staffIndex = args.indexOf('--staff-dir');
  const staffDir = staffIndex >= 0 ? args[staffIndex + 1] : undefined;
  const server = await startStaticServer({
    dir,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    spa: args.includes('--spa'),
    runtimeDir: runtimeIndex >= 0 ? args[runtimeIndex + 1] : undefined,
    https: process.env.HTTPS === '1',
    ...(staffDir ? { backoffice: { staffDir } } : {}),
  });
  console.log(`serving ${dir} at ${server.url}`);
}
