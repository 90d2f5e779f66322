/* Service worker of the member site, registered from /sw.js with scope /.
 * It serves content-hashed static files (immutable by name) from a cache and never touches
 * API answers, requests with an Authorization header, config files or HTML. */
const CACHE = 'member-site-static-v1';
const HASHED = /\.[0-9a-f]{10}\.(?:js|css|svg|png|webp|woff2?)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function cacheable(request) {
  if (request.method !== 'GET') return false;
  if (request.headers.has('Authorization')) return false;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) return false;
  return HASHED.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!cacheable(request)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && response.type !== 'opaque') await cache.put(request, response.clone());
      return response;
    }),
  );
});
