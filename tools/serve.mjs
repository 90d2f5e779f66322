// Static file server for one built app (the shell or a remote), as an operator's web server
// would serve it: no-cache for entry files, immutable hashed assets, gzip, CORS for remotes, and
// for the shell a strict Content-Security-Policy derived from config.json and remotes.json.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const noCache = new Set(['index.html', 'config.json', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);
const compressible = /\.(html|js|css|json|svg|txt)$/;
// For error tracking only (the build keeps them in dist-debug/): never handed out, even if present.
const debugOnly = (name) => name.endsWith('.map') || path.basename(name) === 'mf-stats.json';

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Every manifest URL a remotes.json names: the flat `{ name: url }` map, or the release registry's
 * `{ remotes: { name: url | { entry, canary: { entry }, versions: { v: { entry } } } } }` (ADR 0021).
 */
export function remoteUrls(remotes) {
  const byName = remotes && typeof remotes.remotes === 'object' && remotes.remotes !== null ? remotes.remotes : (remotes ?? {});
  return Object.values(byName).flatMap((remote) =>
    typeof remote === 'string'
      ? [remote]
      : [remote?.entry, remote?.canary?.entry, ...Object.values(remote?.versions ?? {}).map((v) => v?.entry)].filter((u) => typeof u === 'string'),
  );
}

/** The shell's CSP: scripts, styles and fonts only from itself and its remotes; no inline code, no eval. */
export function contentSecurityPolicy(config, remotes, extraConnect = []) {
  const remoteOrigins = [...new Set(remoteUrls(remotes).map(originOf).filter(Boolean))];
  const api = originOf(config.apiUrl ?? '') ?? '';
  const memberService = originOf(config.clientApi ?? '') ?? '';
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
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
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeDir?: string, extraConnect?: string[] }} options
 *   spa: unknown paths without a file extension get index.html (the shell);
 *   runtimeDir: config.json and remotes.json are served from here instead of dir;
 *   extraConnect: more connect-src sources (the dev server's reload socket, in `npm run dev` only).
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, runtimeDir, extraConnect = [] }) {
  const root = path.resolve(dir);
  const gzipCache = new Map();

  function fileFor(urlPath) {
    const name = urlPath === '/' ? '/index.html' : urlPath;
    if (runtimeDir && (name === '/config.json' || name === '/remotes.json')) {
      const override = path.join(runtimeDir, name);
      if (fs.existsSync(override)) return override;
    }
    const file = path.join(root, path.normalize(name));
    if (!file.startsWith(root + path.sep) || debugOnly(file)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    if (spa && !path.extname(name)) return path.join(root, 'index.html');
    return null;
  }

  function headersFor(file) {
    const base = path.basename(file);
    const headers = {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': noCache.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // Lets the page's performance entries report sizes of cross-origin remote files.
      'Timing-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    };
    if (base === 'index.html') {
      const configDir = runtimeDir ?? root;
      const config = readJson(fs.existsSync(path.join(configDir, 'config.json')) ? path.join(configDir, 'config.json') : path.join(root, 'config.json'));
      const remotes = readJson(fs.existsSync(path.join(configDir, 'remotes.json')) ? path.join(configDir, 'remotes.json') : path.join(root, 'remotes.json'));
      headers['Content-Security-Policy'] = contentSecurityPolicy(config, remotes, extraConnect);
      headers['X-Frame-Options'] = 'DENY';
      delete headers['Access-Control-Allow-Origin'];
    }
    if (base === 'sw.js') headers['Service-Worker-Allowed'] = '/';
    return headers;
  }

  function body(file, gzip) {
    const raw = fs.readFileSync(file);
    if (!gzip) return raw;
    const stat = fs.statSync(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let packed = gzipCache.get(key);
    if (!packed) {
      packed = zlib.gzipSync(raw, { level: 9 });
      gzipCache.set(key, packed);
    }
    return packed;
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    const file = fileFor(urlPath);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
      return;
    }
    const headers = headersFor(file);
    const gzip = compressible.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const payload = body(file, gzip);
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        port: server.address().port,
        url: `http://${host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

// CLI: node tools/serve.mjs <dir> [port] [--spa] [--runtime-dir DIR]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args[0] ?? 'dist';
  const port = Number(args[1] ?? process.env.PORT ?? 8080);
  const runtimeIndex = args.indexOf('--runtime-dir');
  const server = await startStaticServer({
    dir,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    spa: args.includes('--spa'),
    runtimeDir: runtimeIndex >= 0 ? args[runtimeIndex + 1] : undefined,
  });
  console.log(`serving ${dir} at ${server.url}`);
}
