// nginx for the built apps, generated from the same serving rules as tools/serve.mjs
// (tools/serving/rules.mjs, ADR 0020). Runs unprivileged: pid, temp and log files under a work dir.
//
// CLI (prints a complete nginx.conf on stdout; the shell's container runs it at start, after
// writing config.json / remotes.json, then `nginx -c <file>`):
//   node tools/serving/nginx.mjs --app <name> --dir <dist> --port <port>
//        [--host 0.0.0.0] [--spa] [--runtime-dir <dir>] [--work-dir <dir>] [--https] [--csp <policy>] [--user <name>]
//   --app        the app's name (shell, mf-wallet, …): the shell gets --spa by default
//   --dir        the folder served (a built dist/ or a release folder tree)
//   --runtime-dir  config.json and remotes.json are served from here when present (the shell)
//   --work-dir   pid, temp and log files (default /tmp/nginx-<app>)
//   --https      the site is served over https: adds Strict-Transport-Security
//   --csp        the shell's Content-Security-Policy (default: built from config.json + remotes.json)
//   --user       the workers' user when nginx's master runs as root (e.g. nginx, www-data)
//   --staff-dir  the back office (--app backoffice, ADR 0046): its staff remotes' versions
//                (RELEASES_DIR/staff), served under /remotes/; its own CSP, no CORS
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  backofficePolicy,
  cacheRules,
  compressibleExtensions,
  contentSecurityPolicy,
  contentTypes,
  debugFiles,
  defaultContentType,
  hasValidators,
  headersFor,
  memberPagesDir,
  memberRoutesFile,
  memberRoutesOf,
  prerenderedDir,
  prerenderedRoutes,
  prerenderedStylePattern,
  prerenderIncludePath,
  runtimeFiles,
  scriptsOffPage,
  staffRemotesPath,
} from './rules.mjs';

/** Debian's brotli_static module (libnginx-mod-http-brotli-static); without it nginx serves .gz only. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A member route's pattern nginx can carry as it is: `^/`, path characters and the few regex parts the shell's renderer writes, `$`. */
const nginxSafePattern = /^\^\/[A-Za-z0-9/_\-[\]^+?\\.]*\$$/;
/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @param {string} value */
const quote = (value) => {
  if (/["$\\]/.test(value)) throw new Error(`[tools] E18 a header value nginx cannot carry: ${value}`);
  return `"${value}"`;
};

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The shell's CSP from its runtime files (runtimeDir first, then dir) and its page, as tools/serve.mjs builds it per request;
 * the back office's from its config.json.
 * @param {{ dir: string, runtimeDir?: string, extraConnect?: string[], backoffice?: boolean }} options
 */
export function shellPolicy({ dir, runtimeDir, extraConnect = [], backoffice = false }) {
  /** @param {string} name */
  const fileOf = (name) => (runtimeDir && fs.existsSync(path.join(runtimeDir, name)) ? path.join(runtimeDir, name) : path.join(dir, name));
  if (backoffice) return backofficePolicy(readJson(fileOf('config.json')));
  const page = fs.existsSync(path.join(dir, 'index.html')) ? fs.readFileSync(path.join(dir, 'index.html'), 'utf8') : '';
  return contentSecurityPolicy(readJson(fileOf('config.json')), readJson(fileOf('remotes.json')), extraConnect, page);
}

// A file's cache rule goes on its successful answers only (add_header without `always`): a 404 for
// a content-hashed name that is not there yet must not be kept for a year. Errors say no-store.
/**
 * @param {Record<string, string>} headers
 * @param {string} indent
 */
const addHeaders = (headers, indent) =>
  Object.entries(headers)
    .filter(([name]) => name !== 'Content-Type')
    .map(([name, value]) =>
      name === 'Cache-Control'
        ? `${indent}add_header Cache-Control ${quote(value)};\n${indent}add_header Cache-Control $ms_error_cache always;`
        : `${indent}add_header ${name} ${quote(value)} always;`,
    )
    .join('\n');

/**
 * What nginxConfig serves, and how.
 * @typedef {{ dir: string, port: number, host?: string, spa?: boolean, runtimeDir?: string, workDir: string,
 *   csp?: string, extraConnect?: string[], https?: boolean, brotli?: boolean, user?: string, errorLog?: string,
 *   backoffice?: { staffDir: string } }} NginxOptions
 */

/**
 * The text of a complete nginx.conf serving one app.
 * @param {NginxOptions} options
 *   brotli: load the brotli_static module (default: when Debian's module file is installed);
 *   user: the workers' user when nginx starts as root (otherwise nginx's default, nobody);
 *   errorLog: where errors go (default <workDir>/error.log; 'stderr' in a container);
 *   backoffice: the back office (with spa, ADR 0046): its own CSP, no CORS, nothing prerendered, and
 *   the staff remotes' versions under /remotes/ from staffDir.
 */
export function nginxConfig({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  runtimeDir,
  workDir,
  csp,
  extraConnect = [],
  https = false,
  brotli = fs.existsSync(brotliModule),
  user,
  errorLog,
  backoffice,
}) {
  const root = path.resolve(dir);
  const work = path.resolve(workDir);
  const policy = spa ? (csp ?? shellPolicy({ dir: root, runtimeDir, extraConnect, backoffice: Boolean(backoffice) })) : undefined;
  const cors = !backoffice;
  /**
   * @param {string} name
   * @param {string} [indent]
   */
  const headers = (name, indent = '      ') =>
    addHeaders(headersFor(name, { csp: policy, https, cors }), indent) +
    (hasValidators(name) ? '' : `\n${indent}# Rewritten in place (cacheRules.live): no validators.\n${indent}etag off;\n${indent}if_modified_since off;`);
  /** @type {Map<string, string[]>} */
  const byType = new Map();
  for (const [extension, rule] of Object.entries(contentTypes)) byType.set(rule.type, [...(byType.get(rule.type) ?? []), extension.slice(1)]);
  const charsetTypes = [
    ...new Set(
      Object.values(contentTypes)
        .filter((rule) => rule.charset && rule.type !== 'text/html')
        .map((rule) => rule.type),
    ),
  ]; // text/html is nginx's default
  const debugPattern = [...debugFiles.suffixes.map(escapeRegex), ...debugFiles.names.map((name) => `(^|/)${escapeRegex(name)}`)].join('|');
  const runtimeLocations = runtimeDir
    ? runtimeFiles
        .map(
          (name) => `    # Written at start (runtime dir), never precompressed: compressed on the fly; the build's copy otherwise.
    location = /${name} {
      root ${path.resolve(runtimeDir)};
      gzip_static off;${brotli ? '\n      brotli_static off;' : ''}
      gzip on;
      gzip_comp_level 6;
      gzip_types application/json application/manifest+json;
      try_files $uri @built;
${headers(name)}
    }`,
        )
        .join('\n')
    : '';
  // The landing's prerendered pages (ADR 0025) and the member routes' pieces (ADR 0053): the route,
  // read from the request as the browser sent it, picks the pieces; index.html's includes take them
  // from the runtime folder. The member routes are the release tool's list when this is generated
  // (the compose init writes both, the list first; a shell with other routes is a new image).
  const composes = spa && runtimeDir && !backoffice;
  const routeNames = Object.keys(prerenderedRoutes)
    .filter((route) => route !== '/')
    .map((route) => escapeRegex(route.slice(1)));
  const members = composes
    ? memberRoutesOf(readJson(path.join(runtimeDir, memberPagesDir, memberRoutesFile))).filter((route) => nginxSafePattern.test(route.pattern))
    : [];
  /** A member route's pattern (`^/…$`) without its anchors. */
  const bare = (pattern = '') => pattern.slice(1, -1);
  const pageMap = composes
    ? `
  map $request_uri $ms_prerendered_page {
    default "";
${Object.entries(prerenderedRoutes)
  .map(([route, page]) => `    "~*^${route === '/' ? '/' : `${escapeRegex(route)}/?`}(\\?.*)?$" ${prerenderedDir}/${page};`)
  .join('\n')}
${members.map((route) => `    "~*^${bare(route.pattern)}(\\?.*)?$" ${memberPagesDir}/${route.key};`).join('\n')}
  }
`
    : '';
  /** Composed per request: index.html with its includes (ssi), compressed on the fly. */
  const composedPage = `      ssi on;
      gzip_static off;${brotli ? '\n      brotli_static off;' : ''}
      gzip on;
      gzip_comp_level 6;
      rewrite ^ /index.html break;
${headers('index.html')}`;
  const prerenderLocations = composes
    ? `
    # Prerendered routes: index.html with the landing's live page included (ssi), compressed on the fly.
    location ~* "^/(${routeNames.join('|')})?/?$" {
      # A prerendered form sent with scripts off: the Thai page asking for them (rules.mjs).
      default_type text/html;
      if ($request_method = POST) {
        return 200 ${quote(scriptsOffPage)};
      }
${composedPage}
    }
${
  members.length
    ? `    # Member routes: index.html with the route's member frame and preloads included (ssi).
    location ~* "^(${members.map((route) => bare(route.pattern)).join('|')})$" {
${composedPage}
    }
`
    : ''
}${['head', 'body']
        .map(
          (part) => `    location = ${prerenderIncludePath}${part} {
      internal;
      alias ${path.resolve(runtimeDir)}/$ms_prerendered_page.${part}.html;
      error_page 404 = @ms_nothing;
    }`,
        )
        .join('\n')}
    # The prerendered pages' stylesheets, from the shell's own origin (content-hashed, precompressed).
    location ~ "${prerenderedStylePattern}" {
      root ${path.resolve(runtimeDir, prerenderedDir)};
      rewrite "${prerenderedStylePattern}" /$1/$2 break;
      try_files $uri =404;
${headers('style.0123456789.css')}
    }
    # Nothing to include: an empty piece (a request from outside, which $request_uri shows, is a 404).
    location @ms_nothing {
      add_header Cache-Control $ms_error_cache always;
      if ($request_uri ~ "^${prerenderIncludePath}") {
        return 404;
      }
      return 204;
    }
`
    : '';
  return `# Generated by tools/serving/nginx.mjs from tools/serving/rules.mjs: do not edit by hand.
daemon off;
worker_processes 1;
${user ? `user ${user};\n` : ''}
pid ${work}/nginx.pid;
error_log ${errorLog ?? `${work}/error.log`} warn;
${brotli ? `load_module ${brotliModule};\n` : ''}
events {
  worker_connections 512;
}

http {
${httpBasics(work)}
  sendfile on;

  types {
${[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`).join('\n')}
  }
  default_type ${defaultContentType};
  charset utf-8;
  charset_types ${charsetTypes.join(' ')};

  # No byte ranges, as tools/serve.mjs: a range request gets the whole file. nginx's range filter
  # turns a 200 into a 416 after the 200's headers were added, so an unsatisfiable range was a
  # refusal cached for a year (issue 39). Nothing served here is large enough to resume.
  max_ranges 0;
  # Revalidation: ETag and Last-Modified, If-None-Match / If-Modified-Since → 304.
  etag on;
  if_modified_since before;
  # Precompressed at build (.gz, .br beside each ${compressibleExtensions.join(' ')} file); nothing compressed on the fly.
  gzip off;
  gzip_static on;${pageMap}
  # Error answers are never stored (see addHeaders); an empty value adds no header.
  map $status $ms_error_cache {
    default "";
    "~^[45]" "no-store";
  }
  ${brotli ? 'brotli_static on;' : '# brotli_static: module not installed (libnginx-mod-http-brotli-static); .gz only'}

  server {
    listen ${host}:${port};
    root ${root};
    absolute_redirect off;
    # disable_symlinks stays off: with it on, Debian's brotli_static (1.0.0~rc) opens a path
    # sized past the file name, so on a kept-alive connection it fails after some requests and
    # nginx sends .gz (ADR 0020). The release tool refuses symlinks (E13) and verify finds one.

    # Debug files (source maps, mf-stats.json) are for error tracking, never served.
    location ~ "(${debugPattern})$" {
      add_header Cache-Control no-store always;
      return 404;
    }
${prerenderLocations}${backoffice ? staffLocations(path.resolve(backoffice.staffDir), debugPattern, headers) : ''}${runtimeLocations}
    location @built {
${headers('config.json')}
    }

    # Entry files by name, wherever they sit: revalidated on every load (the live ones never stored).
${[...cacheRules.live.names, ...cacheRules.revalidate.names]
  .map(
    (name) => `    location ~ "(^|/)${escapeRegex(name)}$" {
      try_files $uri =404;
${headers(name)}
    }`,
  )
  .join('\n')}

    # Content-hashed files never change.
    location ~ "${cacheRules.hashed.pattern}" {
      try_files $uri =404;
${headers('chunk.0123456789.js')}
    }

    # Any other file with an extension: served, or a real 404 (never the shell's page).
    location ~ "/[^/]+\\.[^/]*$" {
      try_files $uri =404;
${headers('file.bin')}
    }

    # Paths without an extension: ${spa ? "the shell's routes (SPA fallback to index.html)" : 'files or 404'}.
    location / {
      try_files $uri ${spa ? '/index.html' : '=404'};
${headers('file')}
    }
  }
}
`;
}

/**
 * The back office's /remotes/ (ADR 0046): each staff remote's published versions, from staffDir,
 * with the cache rules of the other files (by name, content-hashed, other), and nothing else: a
 * path without a file, or outside staffDir, is a 404 (nginx has resolved `..` and decoded the path
 * before the captures below see it). Never the back office's page.
 * @param {string} staffDir
 * @param {string} debugPattern
 * @param {(name: string, indent?: string) => string} headers
 */
function staffLocations(staffDir, debugPattern, headers) {
  const prefix = escapeRegex(staffRemotesPath);
  /**
   * @param {string} pattern what follows /remotes/, one capture: the file under staffDir
   * @param {string} name a file whose headers these are
   */
  const files = (pattern, name) => `      location ~ "^${prefix}${pattern}$" {
        alias ${staffDir}/$1;
${headers(name, '        ')}
      }`;
  return `
    # The staff remotes' versions (ADR 0046), from ${staffDir}: files only.
    location ^~ ${staffRemotesPath} {
      location ~ "(${debugPattern})$" {
        add_header Cache-Control no-store always;
        return 404;
      }
${[...cacheRules.live.names, ...cacheRules.revalidate.names].map((name) => files(`((?:[^/]+/)*${escapeRegex(name)})`, name)).join('\n')}
${files(`((?:[^/]+/)*[^/]+${cacheRules.hashed.pattern.replace(/\$$/, '')})`, 'chunk.0123456789.js')}
${files('((?:[^/]+/)*[^/]+\\.[^/]*)', 'file.bin')}
      add_header Cache-Control no-store always;
      return 404;
    }
`;
}

/**
 * @param {string} host
 * @returns {Promise<number>}
 */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      // Listening on a port: its address is an AddressInfo.
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * What every conf here starts its http block with: no access log, no version in headers, and
 * nginx's temporary files under the work folder (the containers' only writable place, /tmp).
 * @param {string} work
 */
export function httpBasics(work) {
  return `  access_log off;
  server_tokens off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;`;
}

/** The nginx binary, or E15 when the machine has none. */
export function nginxBinary() {
  for (const candidate of /** @type {string[]} */ ([process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean))) {
    if (fs.existsSync(candidate)) return candidate;
  }
  let found = '';
  try {
    found = execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    // Not on PATH either.
  }
  if (!found) throw new Error('[tools] E15 nginx is not installed: apt-get install nginx (Debian), or run with the Node server (unset SERVER)');
  return found;
}

/**
 * Starts nginx for one app with the generated conf; same options and answer as startStaticServer.
 * @param {Omit<NginxOptions, 'workDir'> & { workDir?: string }} options port 0 picks a free port.
 * @returns {Promise<import('../stack.mjs').RunningServer>}
 */
export async function startNginxServer(options) {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Started as root (CI containers): the workers read the caller's temp folders as the caller.
  const user = options.user ?? (process.getuid?.() === 0 ? 'root' : undefined);
  return runNginx(nginxConfig({ ...options, host, port, workDir, user }), { host, port, workDir, label: options.dir });
}

/**
 * Runs nginx with `text` as its conf (written into `workDir`, checked with `nginx -t` first) until
 * `close`; answers once it listens on host:port. `label` names it in errors.
 * @param {string} text
 * @param {{ host: string, port: number, workDir: string, label: string }} where
 * @returns {Promise<import('../stack.mjs').RunningServer>}
 */
export async function runNginx(text, { host, port, workDir, label }) {
  const binary = nginxBinary();
  fs.mkdirSync(workDir, { recursive: true });
  const conf = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(conf, text);
  const args = ['-p', `${workDir}/`, '-e', path.join(workDir, 'error.log'), '-c', conf];
  try {
    execFileSync(binary, ['-t', '-q', ...args], { stdio: 'pipe' });
  } catch (error) {
    const failure = /** @type {Error & { stderr?: Buffer }} */ (error);
    throw new Error(`[tools] E16 nginx refused the generated configuration ${conf}: ${String(failure.stderr ?? failure.message).trim()}`);
  }
  if (await portAnswers(host, port)) {
    throw Object.assign(new Error(`port ${port} (${label}) is already in use`), { code: 'EADDRINUSE' });
  }
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = /** @type {Promise<void>} */ (new Promise((done) => child.once('exit', () => done())));
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(host, port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      const log = fs.existsSync(path.join(workDir, 'error.log')) ? fs.readFileSync(path.join(workDir, 'error.log'), 'utf8') : '';
      throw new Error(`[tools] E17 nginx did not answer on ${host}:${port} (${label}): ${(output + log).trim().slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `http://${host}:${port}`,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
      if (!stopped) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  /** @param {string} flag */
  const value = (flag) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const app = value('--app');
  const dir = value('--dir');
  const port = Number(value('--port'));
  if (!app || !dir || !Number.isInteger(port) || port <= 0) {
    console.error(
      '[tools] E18 usage: node tools/serving/nginx.mjs --app <name> --dir <dist> --port <port> [--host H] [--spa] [--runtime-dir D] [--work-dir W] [--https] [--csp P] [--user U] [--staff-dir S]',
    );
    process.exit(2);
  }
  process.stdout.write(
    nginxConfig({
      dir,
      port,
      host: value('--host') ?? '0.0.0.0',
      spa: args.includes('--spa') || app === 'shell' || app === 'backoffice',
      runtimeDir: value('--runtime-dir'),
      workDir: value('--work-dir') ?? `/tmp/nginx-${app}`,
      https: args.includes('--https'),
      csp: value('--csp'),
      user: value('--user'),
      ...(value('--staff-dir') ? { backoffice: { staffDir: String(value('--staff-dir')) } } : {}),
    }),
  );
}
