/* Service worker of the member site, registered from /sw.js with scope /.
 * It serves content-hashed static files (immutable by name) from a cache and never touches
 * API answers, requests with an Authorization header, config files or HTML.
 * RELEASE is set by the shell's build: a new shell release is a new worker, whose activation
 * deletes the caches of earlier releases. Between shell releases, remotes release on their own:
 * the cache keeps at most MAX_ENTRIES files, dropping the least recently stored first. */
const RELEASE = '__RELEASE__';
const CACHE = `member-site-static-${RELEASE}`;
const MAX_ENTRIES = 300;
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|webp|woff2?)$/;

/** What each kind of file must be answered with: a host that answers a missing chunk with its HTML page must not poison the cache. */
const TYPES = {
  js: ['text/javascript', 'application/javascript'],
  css: ['text/css'],
  svg: ['image/svg+xml'],
  png: ['image/png'],
  webp: ['image/webp'],
  woff: ['font/woff', 'application/font-woff'],
  woff2: ['font/woff2', 'application/font-woff2'],
};

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/**
 * The kind of content-hashed file a request asks for, or null: not one the cache keeps.
 * @param {Request} request
 * @returns {keyof typeof TYPES | null}
 */
function kindOf(request) {
  if (request.method !== 'GET') return null;
  if (request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) return null;
  const match = HASHED.exec(url.pathname);
  // HASHED's extensions are TYPES' keys.
  return match ? /** @type {keyof typeof TYPES} */ (match[1]) : null;
}

/**
 * @param {keyof typeof TYPES} kind
 * @param {Response} response
 */
function typeMatches(kind, response) {
  // split answers at least one part: the media type.
  const type = /** @type {string} */ ((response.headers.get('Content-Type') || '').split(';')[0]).trim().toLowerCase();
  return TYPES[kind].includes(type);
}

/**
 * @param {Cache} cache
 * @param {Request} request
 * @param {Response} response
 */
async function store(cache, request, response) {
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = kindOf(request);
  if (!kind) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && response.type !== 'opaque' && typeMatches(kind, response)) await store(cache, request, response.clone());
      return response;
    }),
  );
});
