import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '../apps.cjs';

// The operator's stack as docker-compose reads it (ADR 0023): valid, nothing demo-only in it, no
// start without the variables a working site needs, and every service kept alive and watched.
// Needs Debian's docker-compose (.ci/run installs it; its python3-yaml reads the resolved file).

const root = path.resolve(__dirname, '../..');
const compose = (env: Record<string, string>, args: string[] = []) =>
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 60_000,
  });

type Service = {
  build?: { target?: string };
  image?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: { source?: string; target: string; read_only?: boolean; type: string }[] | string[];
  ports?: { published: string | number; target: number }[] | string[];
};

/** The stack docker-compose would run, every anchor and variable resolved. */
function resolved(env: Record<string, string>): {
  services: Record<string, Service> & { init: Service };
  volumes: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; gateway?: string }[] } }>;
} {
  const { stdout } = compose(env);
  const json = spawnSync('python3', ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
    input: stdout,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(json.stdout) as ReturnType<typeof resolved>;
}

const hasCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
})();

(hasCompose ? describe : describe.skip)('docker-compose.yml', () => {
  const operatorEnv = { GAME_ORIGINS: 'https://games.example.com', POSTGRES_PASSWORD: 'a-database-password' };
  let resolvedStack: ReturnType<typeof resolved> | undefined;
  const stack = () => (resolvedStack ??= resolved(operatorEnv));
  // The front-end apps as their folders declare them (tools/apps.cjs): one web service each.
  const longRunning = ['postgres', 'api-1', 'api-2', 'api', 'brand', ...apps.map((app) => app.dir), 'backoffice'];
  const apiProcesses = ['api-1', 'api-2'];

  it('is valid with the required variables set', () => {
    const result = compose(operatorEnv, ['-q']);
    expect(result.stderr).not.toMatch(/ERROR|error/);
    expect(result.status).toBe(0);
  });

  it('refuses to start without GAME_ORIGINS, naming it (every game launch would be refused)', () => {
    const result = compose({ POSTGRES_PASSWORD: operatorEnv.POSTGRES_PASSWORD }, ['-q']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('GAME_ORIGINS');
  });

  it("refuses to start without the API database's password, naming it", () => {
    const result = compose({ GAME_ORIGINS: operatorEnv.GAME_ORIGINS }, ['-q']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('POSTGRES_PASSWORD');
  });

  it('runs the API as two processes on PostgreSQL behind one upstream, `api`, at a fixed address they believe (ADR 0064)', () => {
    const { services } = stack();
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    for (const name of apiProcesses) {
      expect(services[name]?.build?.target).toBe('api');
      expect(services[name]?.environment?.DATABASE_URL).toBe('postgres://member_site:a-database-password@postgres:5432/member_site');
      expect(services[name]?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect(services[name]?.ports ?? []).toEqual([]);
    }
    expect(services['api-1']?.environment).toEqual(services['api-2']?.environment);
    // `api` is nginx with the conf init writes from API_UPSTREAMS, started once both processes are healthy.
    expect(services.api?.build?.target).toBe('web');
    expect(services.api?.environment).toEqual({ APP: 'api' });
    expect(services.init.environment?.API_UPSTREAMS).toBe('api-1:4000,api-2:4000');
    expect(services.api?.depends_on).toEqual({
      init: { condition: 'service_completed_successfully' },
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    expect(services.api?.networks?.default?.ipv4_address).toBe('172.29.240.10');
    expect(services['api-1']?.environment?.API_TRUST_PROXY).toBe('172.29.240.10,');
  });

  it('turns on no demo part: demo members, the LINE double, printed codes, test routes, auto-credit', () => {
    const { stdout } = compose(operatorEnv);
    for (const name of ['API_SEED_DEMO', 'API_LINE_DOUBLE', 'API_DEV_SMS', 'API_ENABLE_TEST_ROUTES', 'API_DEMO_AUTO_CREDIT_SECONDS', 'API_DEMO_ON_NETWORK']) {
      expect(stdout).not.toContain(name);
    }
  });

  it('runs the API, the one-shot init, the brand refresher, the shell, every remote and the back office on the ports of npm start', () => {
    const { services } = stack();
    expect(Object.keys(services).sort()).toEqual([...longRunning, 'init'].sort());
    const published = Object.fromEntries(
      longRunning.map((name) => [name, (services[name]?.ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`))]),
    );
    expect(published).toEqual({
      // On the host's loopback only (API_BIND): no client reaches the API around the proxy in front.
      api: ['127.0.0.1:4000:4000/tcp'],
      postgres: [],
      'api-1': [],
      'api-2': [],
      brand: [],
      ...Object.fromEntries(apps.map((app) => [app.dir, [`${app.defaultPort}:8080`]])),
      backoffice: ['3005:8080'],
    });
  });

  it('restarts and health-checks every long-running service; init runs once and the web services wait for it', () => {
    const { services } = stack();
    for (const name of longRunning) {
      expect({ name, restart: services[name]?.restart }).toEqual({ name, restart: 'unless-stopped' });
      expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
    }
    expect(services.init.restart ?? 'no').toBe('no');
    expect(services.init.healthcheck).toBeUndefined();
    for (const name of longRunning.filter((n) => !['postgres', 'api', ...apiProcesses].includes(n))) {
      expect(services[name]?.depends_on).toEqual({ init: { condition: 'service_completed_successfully' } });
    }
  });

  it('keeps the database and the published releases on named volumes; web servers only read them', () => {
    const { services, volumes } = stack();
    const mounts = (name: string) =>
      (services[name]?.volumes ?? []).map((v) => (typeof v === 'string' ? v.replace(/:rw$/, '') : `${v.source}:${v.target}${v.read_only ? ':ro' : ''}`));
    expect(Object.keys(volumes).sort()).toEqual(['conf', 'postgres-data', 'releases']);
    expect(mounts('postgres')).toEqual(['postgres-data:/var/lib/postgresql/data']);
    for (const name of apiProcesses) expect(mounts(name)).toEqual([]);
    expect(mounts('init').sort()).toEqual(['conf:/srv/conf', 'releases:/srv/releases']);
    // The brand refresher writes the prerendered pages (ADR 0037); it never sees the confs.
    expect(mounts('brand')).toEqual(['releases:/srv/releases']);
    for (const name of ['shell', 'mf-landing', 'mf-games', 'mf-wallet', 'mf-account', 'backoffice', 'api']) {
      expect(mounts(name).sort()).toEqual(['conf:/srv/conf:ro', 'releases:/srv/releases:ro']);
    }
  });

  it('serves the back office from its own image, read-only, and lets only its origin call the staff routes (ADR 0046)', () => {
    const { services } = stack();
    expect(services.backoffice?.build?.target).toBe('backoffice');
    expect(services.backoffice?.environment).toEqual({ APP: 'backoffice' });
    expect((services.backoffice as Service & { read_only?: boolean }).read_only).toBe(true);
    expect(services.backoffice?.healthcheck?.test).toContain('http://127.0.0.1:8080/config.json');
    expect(services['api-1']?.environment?.API_BACKOFFICE_ORIGINS).toBe('http://localhost:3005');
    expect(services.init.environment?.BACKOFFICE_URL).toBe('http://localhost:3005');
    const operator = resolved({ ...operatorEnv, BACKOFFICE_URL: 'https://office.example.com' }).services;
    expect(operator['api-1']?.environment?.API_BACKOFFICE_ORIGINS).toBe('https://office.example.com');
    expect(operator.init.environment?.BACKOFFICE_URL).toBe('https://office.example.com');
    // The member site's own origin is never one of them.
    expect(operator['api-1']?.environment?.API_BACKOFFICE_ORIGINS).not.toContain(operator['api-1']?.environment?.API_ALLOWED_ORIGINS);
  });

  it('believes no X-Forwarded-For unless told which proxy sends it, and fixes the gateway a proxy on the host arrives through (issue 39)', () => {
    const { services, networks } = stack();
    // Only the upstream in front of the processes, by its fixed address.
    expect(services['api-1']?.environment?.API_TRUST_PROXY).toBe('172.29.240.10,');
    expect(networks?.default?.ipam?.config).toEqual([{ subnet: '172.29.240.0/24', gateway: '172.29.240.1' }]);
    const named = resolved({ ...operatorEnv, API_TRUST_PROXY: '172.29.240.1', STACK_SUBNET: '10.77.0.0/24', STACK_GATEWAY: '10.77.0.1' });
    expect(named.services['api-1']?.environment?.API_TRUST_PROXY).toBe('172.29.240.10,172.29.240.1');
    expect(named.networks?.default?.ipam?.config).toEqual([{ subnet: '10.77.0.0/24', gateway: '10.77.0.1' }]);
  });

  it('builds every service from a target the Dockerfile has', () => {
    const { services } = stack();
    const targets = [...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [name, service] of Object.entries(services).filter(([, service]) => !service.image)) {
      expect({ name, target: targets.includes(service.build?.target ?? '(none)') }).toEqual({ name, target: true });
    }
  });
});

if (!hasCompose) console.warn('[tools] docker-compose is not installed: docker-compose.yml was not checked (apt-get install -y docker-compose)');

describe("docker-compose.yml and the README's compose table", () => {
  it('passes every variable the table documents (issue 21: the README and the stack agree)', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('| variable | default | required | meaning |');
    expect(start).toBeGreaterThan(-1);
    const table = readme.slice(start, readme.indexOf('\n\n', start)).split('\n').slice(2);
    const documented = [...new Set(table.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string)))];
    expect(documented).toEqual(expect.arrayContaining(['GAME_ORIGINS', 'API_SITE_ACCOUNTS', 'API_PROMPTPAY_ID']));
    const file = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    expect(documented.filter((name) => !new RegExp(`\\$\\{${name}\\b`).test(file))).toEqual([]);
  });
});
