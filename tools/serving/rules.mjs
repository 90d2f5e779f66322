// The serving rules of every built app, as data: tools/serve.mjs (Node, `npm start`, e2e) and
// tools/serving/nginx.mjs (the generated nginx.conf of the images) both read this one table, and
// tools/serving/serving.test.ts proves the two answer alike. ADR 0020.
import { createHash } from 'node:crypto';

/**
 * One remote in remotes.json: a manifest URL, or the registry's entry with its canary and kept versions.
 * @typedef {string | { entry?: unknown, canary?: { entry?: unknown } | null, versions?: Record<string, { entry?: unknown } | null> | null } | null} RemoteRef
 */
/**
 * The release registry's remotes.json (ADR 0021).
 * @typedef {{ remotes: Record<string, RemoteRef> }} RemotesFile
 */

/**
 * Content types by extension; `charset` adds `; charset=utf-8`.
 * @type {Record<string, { type: string, charset: boolean }>}
 */
export const contentTypes = {
  '.html': { type: 'text/html', charset: true },
  '.js': { type: 'text/javascript', charset: true },
  '.mjs': { type: 'text/javascript', charset: true },
  '.css': { type: 'text/css', charset: true },
  '.json': { type: 'application/json', charset: true },
  '.webmanifest': { type: 'application/manifest+json', charset: true },
  '.txt': { type: 'text/plain', charset: true },
  '.svg': { type: 'image/svg+xml', charset: false },
  '.png': { type: 'image/png', charset: false },
  '.jpg': { type: 'image/jpeg', charset: false },
  '.webp': { type: 'image/webp', charset: false },
  '.ico': { type: 'image/x-icon', charset: false },
  '.woff2': { type: 'font/woff2', charset: false },
  '.woff': { type: 'font/woff', charset: false },
};
export const defaultContentType = 'application/octet-stream';

/** Precompressed at build (.gz and .br beside the file) and served encoded when accepted. */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.svg'];

/** Written at container start / by the stack, served from runtimeDir when there (never precompressed). */
export const runtimeFiles = ['config.json', 'remotes.json', 'manifest.webmanifest'];

/**
 * Cache rules by file NAME wherever it sits (release folders nest them): entry files are
 * revalidated on every load (ETag/Last-Modified → 304), content-hashed files never change.
 */
export const cacheRules = {
  // Rewritten in place (by the release tool, at container start, by an operator): nginx's validators
  // are the modification second and the size, which a rollback within the same second keeps (two
  // versions' remotes.json have the same length), and a browser revalidating would keep the old
  // file for good. Never stored, no ETag, conditional requests answered in full.
  live: { names: runtimeFiles, cacheControl: 'no-store' },
  revalidate: { names: ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js'], cacheControl: 'no-cache' },
  // webpack's `[name].[contenthash:10].ext` (tools/webpack.base.cjs).
  hashed: { pattern: '\\.[0-9a-f]{10}\\.[a-z0-9]+$', cacheControl: 'public, max-age=31536000, immutable' },
  other: { cacheControl: 'public, max-age=3600' },
};

/** For error tracking only (the build keeps them in dist-debug/): never handed out, even if present. */
export const debugFiles = { suffixes: ['.map', '.cjs'], names: ['mf-stats.json'] };

/**
 * The shell's routes whose first response carries the landing's prerendered page (ADR 0025),
 * matched without regard to case and with an optional trailing slash, as the shell's router does.
 * The shell's index.html names two includes; the server fills them from
 * <runtimeDir>/<prerenderedDir>/<page>.head.html and <page>.body.html, or with nothing.
 * @type {Record<string, string>}
 */
export const prerenderedRoutes = { '/': 'index', '/login': 'login', '/signin': 'login', '/register': 'register' };
export const prerenderedDir = 'prerendered/mf-landing';
/** Where index.html's includes point: the server's own, never answered to a browser. */
export const prerenderIncludePath = '/_prerender/';
export const prerenderIncludes = { head: '<!--# include virtual="/_prerender/head" -->', body: '<!--# include virtual="/_prerender/body" -->' };

/**
 * The member routes (ADR 0053): the release tool writes, from the shell's route table, which
 * request paths they are (<memberPagesDir>/routes.json: `[{ key, pattern }]`, each pattern matched
 * case-insensitively against the path) and each one's pieces, <memberPagesDir>/<key>.head.html and
 * <key>.body.html; both servers include them as they include the landing's.
 */
export const memberPagesDir = 'prerendered/member';
export const memberRoutesFile = 'routes.json';

/**
 * A member routes file as read (anything unreadable is no routes).
 * @param {unknown} parsed
 * @returns {Array<{ key: string, pattern: string }>}
 */
export function memberRoutesOf(parsed) {
  return Array.isArray(parsed)
    ? parsed.filter(
        (route) => typeof route?.key === 'string' && /^[A-Za-z0-9_-]+$/.test(route.key) && typeof route.pattern === 'string' && route.pattern.startsWith('^/'),
      )
    : [];
}

/**
 * The member route a request path is, or null.
 * @param {string} urlPath
 * @param {Array<{ key: string, pattern: string }>} routes
 */
export function memberPageOf(urlPath, routes) {
  for (const route of routes) {
    try {
      if (new RegExp(route.pattern, 'i').test(urlPath)) return route.key;
    } catch {
      // A pattern this server cannot read matches nothing.
    }
  }
  return null;
}

/**
 * The prerendered pages' stylesheets, served by the shell from its own origin (issue 21): a
 * stylesheet from a remote's origin would block the first paint for as long as that origin
 * hangs. The release tool writes each live version's copies under <runtimeDir>/<prerenderedDir>/<version>/
 * (content-hashed names, fonts and images still from the remote's origin); only those are answered.
 */
export const prerenderedStylesPath = '/prerendered/';
export const prerenderedStylePattern = '^/prerendered/([A-Za-z0-9_-][A-Za-z0-9._-]{0,63})/([A-Za-z0-9_-]+\\.[0-9a-f]{10}\\.css)$';

/**
 * The file under <runtimeDir>/<prerenderedDir> a request path names, when it is a prerendered stylesheet; else null.
 * @param {string} urlPath
 */
export function prerenderedStyleOf(urlPath) {
  // Both groups are required by the pattern: a match has a version and a file.
  const [, version, file] = new RegExp(prerenderedStylePattern).exec(urlPath) ?? [];
  return version !== undefined && file !== undefined && !version.includes('..') ? `${version}/${file}` : null;
}

/**
 * The answer to a prerendered page's form posted by a browser with scripts off (its forms are
 * `method="post"`, so nothing typed reaches a URL): a Thai page asking to turn them on, never an
 * error. What was posted is read by nobody. No `$`, `"` or a backslash (nginx's `return` text carries none).
 */
export const scriptsOffPage = `<!doctype html>
<html lang='th'><head><meta charset='utf-8'><meta name='viewport' content='width=device-width, initial-scale=1'><title>กรุณาเปิดใช้งาน JavaScript</title></head>
<body><main><h1>กรุณาเปิดใช้งาน JavaScript</h1><p>เว็บไซต์นี้ต้องใช้ JavaScript ในการเข้าสู่ระบบและสมัครสมาชิก กรุณาเปิดใช้งานในการตั้งค่าเบราว์เซอร์ แล้วลองใหม่อีกครั้ง</p><p><a href=''>กลับไปหน้าเดิม</a></p></main></body></html>
`;

/**
 * The prerendered page a request path asks for, or null.
 * @param {string} urlPath
 * @returns {string | null}
 */
export function prerenderedPageOf(urlPath) {
  const key = urlPath.length > 1 ? urlPath.replace(/\/$/, '').toLowerCase() : urlPath;
  return Object.hasOwn(prerenderedRoutes, key) ? (prerenderedRoutes[key] ?? null) : null;
}

/**
 * The web app manifest (ADR 0024): the operator's site title as the installed app's Thai name,
 * opening on the game menu, standalone, in the site's colours, with the shell's default icons.
 * @param {{ siteTitle?: string }} config
 */
export function webAppManifest(config) {
  const name = config.siteTitle?.trim() || 'เว็บเดิมพันออนไลน์';
  return {
    name,
    // Android shows about 12 characters under the icon.
    short_name: [...name].length <= 12 ? name : [...name].slice(0, 12).join(''),
    description: 'แทงบอล คาสิโนสด สล็อต ฝาก-ถอนอัตโนมัติ ตลอด 24 ชั่วโมง',
    lang: 'th',
    dir: 'ltr',
    id: '/',
    start_url: '/playgame',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b1020',
    background_color: '#0b1020',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Every answer of every app. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // Never a full URL to another origin (paths can carry member data such as ticket ids).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; the slip upload is a plain file input, not getUserMedia.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
  Vary: 'Accept-Encoding',
};

/** Remote files are loaded cross-origin with crossorigin="anonymous" (and integrity): CORS for all but the shell page. */
export const assetHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // Lets the page's performance entries report sizes of cross-origin remote files.
  'Timing-Allow-Origin': '*',
};

/**
 * A host's page (the shell's or the back office's index.html and every SPA deep link): CSP, no framing, no CORS.
 * @param {string} csp
 */
export const documentHeaders = (csp) => ({ 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' });

/**
 * The back office (ADR 0046) serves each staff remote's published versions under this path of its
 * own origin, from RELEASES_DIR/staff/<app dir>/ (`/remotes/mf-wallet/<version>/mf-manifest.json`):
 * nothing else of the publish root, and no member remote's server can reach them.
 */
export const staffRemotesPath = '/remotes/';

/** Only when the site is served over https (the operator says so: HTTPS=1; X-Forwarded-Proto is not trusted). */
export const httpsHeaders = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

export const serviceWorkerHeaders = { 'Service-Worker-Allowed': '/' };

/** @param {string} name */
const extensionOf = (name) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};
/** @param {string} file */
const baseOf = (file) => file.slice(file.lastIndexOf('/') + 1);

/** @param {string} file */
export function contentTypeOf(file) {
  const rule = contentTypes[extensionOf(baseOf(file))];
  if (!rule) return defaultContentType;
  return rule.charset ? `${rule.type}; charset=utf-8` : rule.type;
}

/**
 * False for the files a rewrite could leave with the same validators (cacheRules.live).
 * @param {string} file
 */
export const hasValidators = (file) => !cacheRules.live.names.includes(baseOf(file));

/** @param {string} file */
export function cacheControlOf(file) {
  const name = baseOf(file);
  if (cacheRules.live.names.includes(name)) return cacheRules.live.cacheControl;
  if (cacheRules.revalidate.names.includes(name)) return cacheRules.revalidate.cacheControl;
  if (new RegExp(cacheRules.hashed.pattern).test(name)) return cacheRules.hashed.cacheControl;
  return cacheRules.other.cacheControl;
}

/** @param {string} file */
export const isDebugFile = (file) => debugFiles.suffixes.some((s) => file.endsWith(s)) || debugFiles.names.includes(baseOf(file));
/** @param {string} file */
export const isCompressible = (file) => compressibleExtensions.includes(extensionOf(baseOf(file)));
/**
 * Paths without an extension are the shell's routes (SPA fallback); a missing file with one is a 404.
 * @param {string} urlPath
 */
export const isRoutePath = (urlPath) => extensionOf(baseOf(urlPath)) === '';

/**
 * The headers of a 200 for `file` (a path or name).
 * @param {string} file
 * @param {{ csp?: string, https?: boolean, cors?: boolean }} [options] csp: the host's policy, set
 *   for a host only (the shell, the back office); cors false: no CORS headers on any file (the back
 *   office, whose every file is loaded by its own page alone).
 * @returns {Record<string, string>}
 */
export function headersFor(file, { csp, https = false, cors = true } = {}) {
  const name = baseOf(file);
  const isDocument = csp !== undefined && name === 'index.html';
  return {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlOf(file),
    ...commonHeaders,
    ...(isDocument ? documentHeaders(csp) : cors ? assetHeaders : {}),
    ...(https ? httpsHeaders : {}),
    ...(name === 'sw.js' ? serviceWorkerHeaders : {}),
  };
}

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Every manifest URL a remotes.json names: the flat `{ name: url }` map, or the release registry's
 * `{ remotes: { name: url | { entry, canary: { entry }, versions: { v: { entry } } } } }` (ADR 0021).
 * A file read as JSON: any shape is read without throwing, and only strings count.
 * @param {RemotesFile | Record<string, RemoteRef> | null | undefined} remotes
 * @returns {string[]}
 */
export function remoteUrls(remotes) {
  // An object under `remotes` is the registry's map (a flat map's remote is a string).
  const byName =
    remotes && typeof remotes.remotes === 'object' && remotes.remotes !== null ? /** @type {Record<string, RemoteRef>} */ (remotes.remotes) : (remotes ?? {});
  return Object.values(byName).flatMap((remote) =>
    typeof remote === 'string'
      ? [remote]
      : [remote?.entry, remote?.canary?.entry, ...Object.values(remote?.versions ?? {}).map((v) => v?.entry)].filter((u) => typeof u === 'string'),
  );
}

/**
 * The `'sha256-…'` sources of the inline scripts a page holds (the shell's index.html has one,
 * shell/public/early.js): a hash allows that exact code and nothing else.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  // The group always takes part in a match: `code` is a string.
  return [...String(html).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * The shell's CSP: scripts, styles and fonts only from itself and its remotes; no eval, no inline
 * code but the page's own inline scripts, each allowed by its hash (`page`: index.html's text).
 * @param {{ apiUrl?: string, clientApi?: string }} config the stack's config.json
 * @param {Parameters<typeof remoteUrls>[0]} remotes remotes.json
 * @param {string[]} [extraConnect]
 * @param {string} [page]
 */
export function contentSecurityPolicy(config, remotes, extraConnect = [], page = '') {
  const remoteOrigins = [...new Set(remoteUrls(remotes).map(originOf).filter(Boolean))];
  const api = originOf(config.apiUrl ?? '') ?? '';
  const memberService = originOf(config.clientApi ?? '') ?? '';
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[code, ...new Set(inlineScriptHashes(page))].join(' ')}`,
    `style-src ${code}`,
    `font-src ${code}`,
    `img-src 'self' data: ${[api, ...remoteOrigins].join(' ')}`.trim(),
    `connect-src 'self' ${[...new Set([api, memberService, ...remoteOrigins, ...extraConnect].filter(Boolean))].join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The back office's CSP (ADR 0046): everything from its own origin, the staff remotes included
 * (served under staffRemotesPath), and the API for its calls and images. No inline code at all
 * (its page has no inline script), no eval, no framing, no form posted elsewhere.
 * @param {{ apiUrl?: string }} config the back office's config.json
 */
export function backofficePolicy(config) {
  const api = originOf(config.apiUrl ?? '') ?? '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    `img-src 'self' data: ${api}`.trim(),
    `connect-src 'self' ${api}`.trim(),
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
