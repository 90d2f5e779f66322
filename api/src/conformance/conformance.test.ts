import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { capabilityNames } from '@member-site/shared/contract';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';
import { main } from './cli';
import { formatReport, runConformance, type ConformanceReport } from './conformance';

const requiredPaths = [
  '/api/v1/contactus',
  '/api/v1/theme',
  '/api/v1/website',
  '/api/v1/login',
  '/api/v1/auth',
  '/api/v1/credit',
  '/api/v1/wallet',
  '/api/v1/event-log',
  '/lotto/login',
  '/api/v1/logout',
];

function rowOf(report: ConformanceReport, path: string) {
  const row = report.spec.find((r) => r.path === path);
  if (!row) throw new Error(`no row for ${path}`);
  return row;
}

/** Collects what main() prints. */
function output(): { stream: NodeJS.WritableStream; text: () => string } {
  let text = '';
  const stream = { write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WritableStream;
  return { stream, text: () => text };
}

describe('the conformance check', () => {
  jest.setTimeout(60_000);

  it('finds the reference API conformant, every capability offered and answering', async () => {
    const { app } = testApp();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const report = await runConformance({ api: url, user: demoMember.username, password: demoMember.password, clientApi: `${url}/` });
      for (const path of requiredPaths) expect({ path, status: rowOf(report, path).verdict.status }).toEqual({ path, status: 'ok' });
      expect(rowOf(report, '/hotgraph/login').verdict.status).toBe('ok');
      expect(rowOf(report, '/api/v1/member/loginGame/hotgraph').verdict.status).toBe('ok');
      expect(rowOf(report, '/spa/member/login').verdict.status).toBe('ok');
      expect(report.spec.at(-1)?.path).toBe('/api/v1/logout');
      // Without a LINE client the reference API does not list LINE Login.
      expect(report.capabilities.filter((c) => !c.offered).map((c) => c.name)).toEqual(['line']);
      for (const row of report.capabilities.filter((c) => c.offered)) {
        expect({ name: row.name, probe: row.probe?.status }).toEqual({ name: row.name, probe: expect.stringMatching(/^(answers ok|routes present)$/) });
      }
      expect(report.exitCode).toBe(0);

      const printed = output();
      expect(await main(['--api', url, '--user', demoMember.username, '--password', demoMember.password], printed.stream)).toBe(0);
      expect(printed.text()).toMatch(/^METHOD +PATH +REQUIRED +RESULT$/m);
      expect(printed.text()).toMatch(/section 7: 12 ok, 0 missing, 0 malformed, 0 failed, 1 skipped · capabilities: 22 offered/);
      // Neither the password nor a token is ever printed.
      expect(printed.text()).not.toContain(demoMember.password);
      expect(printed.text()).not.toMatch(/Bearer|eyJ/);
    } finally {
      await app.close();
    }
  });

  it('skips the member rows without --user, and that does not fail the run', async () => {
    const { app } = testApp();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const printed = output();
      expect(await main(['--api', url], printed.stream)).toBe(0);
      expect(printed.text()).toMatch(/\/api\/v1\/credit +yes +skipped \(needs --user\)/);
      expect(printed.text()).toMatch(/deposit +offered \(not probed: needs --user\)/);
      expect(printed.text()).toMatch(/game-lobby +offered, answers ok/);
      expect(printed.text()).toContain('skipped rows do not fail the run');
    } finally {
      await app.close();
    }
  });

  it('names what is missing or malformed on a broken API, and fails', async () => {
    // No /api/v1/credit, a login answer without accessToken, no capabilities in the website answer.
    const server = http.createServer((request, response) => {
      const json = (status: number, body: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      switch (`${request.method} ${request.url}`) {
        case 'GET /api/v1/contactus':
          return json(200, { data: { url: 'https://line.me/R/ti/p/@x', url2: null } });
        case 'GET /api/v1/theme':
          return json(200, { data: { logo: 'https://x/logo.png', favicon: 'https://x/f.ico' } });
        case 'GET /api/v1/website':
          return json(200, { registerMode: 2 });
        case 'POST /api/v1/login':
          return json(200, { token: 'abc' });
        default:
          return json(404, { message: 'not found' });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const report = await runConformance({ api: url, user: 'someone', password: 'secret-pass' });
      expect(rowOf(report, '/api/v1/contactus').verdict.status).toBe('ok');
      expect(rowOf(report, '/api/v1/website').verdict.status).toBe('ok');
      expect(rowOf(report, '/api/v1/login').verdict).toEqual({ status: 'malformed', detail: 'login: accessToken missing or empty' });
      expect(report.capabilities.every((c) => !c.offered)).toBe(true);
      expect(report.discovery).toMatch(/spec-only/);
      expect(report.exitCode).toBe(1);

      const text = formatReport(report);
      expect(text).toContain('malformed: login: accessToken missing or empty');
      expect(text).not.toContain('secret-pass');
    } finally {
      server.close();
    }
  });

  it('reports a missing credit endpoint as missing', async () => {
    const server = http.createServer((request, response) => {
      const json = (status: number, body: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const route = `${request.method} ${request.url}`;
      if (route === 'POST /api/v1/login') return json(200, { accessToken: 'token-1' });
      if (route === 'GET /api/v1/website') return json(200, { registerMode: '2', capabilities: { data: ['profile', 'tickets', 'not-a-capability'] } });
      if (route === 'GET /api/v1/account/profile') return json(200, { username: 'someone' });
      if (route === 'GET /api/v1/account/tickets') return json(200, { data: [] });
      if (route === 'GET /api/v1/auth') return json(200, { data: { username: 'someone', password: 'game-pass' } });
      if (route === 'GET /api/v1/wallet') return json(200, { data: { balance: 0 } });
      if (route === 'POST /api/v1/event-log' || route === 'POST /api/v1/logout') return json(200, {});
      if (route === 'GET /lotto/login' || route === 'GET /hotgraph/login') return json(200, { code: 1, message: 'ปิดปรับปรุง' });
      if (route.startsWith('GET /api/v1/') && ['contactus', 'theme', 'website'].some((p) => route.endsWith(p))) return json(200, {});
      return json(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const report = await runConformance({ api: url, user: 'someone', password: 'secret-pass' });
      expect(rowOf(report, '/api/v1/credit').verdict).toEqual({ status: 'missing', detail: 'HTTP 404' });
      expect(rowOf(report, '/lotto/login').verdict).toEqual({ status: 'ok', detail: 'refused: ปิดปรับปรุง' });
      expect(rowOf(report, '/api/v1/member/loginGame/hotgraph').verdict).toEqual({ status: 'missing', detail: 'HTTP 404' });
      expect(rowOf(report, '/hotgraph/login').verdict.status).toBe('ok');
      expect(report.exitCode).toBe(1);
      const text = formatReport(report);
      expect(text).toMatch(/\/api\/v1\/credit +yes +missing \(HTTP 404\)/);
      // Capabilities are checked with the site's generated checks.
      expect(text).toMatch(/profile +offered, \/api\/v1\/account\/profile malformed: does not match the contract/);
      expect(text).toMatch(/tickets +offered, answers ok/);
      expect(text).toMatch(/deposit +not offered/);
    } finally {
      server.close();
    }
  });
});

// The spec-only API (tools/spec-api), written from the spec without our contracts. An ES module:
// started in its own Node process (jest runs this file as CommonJS without native import()).
const specApiModule = path.resolve(__dirname, '../../../tools/spec-api/server.mjs');
const describeSpecApi = fs.existsSync(specApiModule) ? describe : describe.skip;

async function startSpecApi(shapes: 'plain' | 'alternate'): Promise<{ url: string; close: () => void }> {
  const script = [
    `import { startSpecApi } from ${JSON.stringify(pathToFileURL(specApiModule).href)};`,
    `const api = await startSpecApi({ port: 0, host: '127.0.0.1', allowedOrigins: ['*'], shapes: ${JSON.stringify(shapes)} });`,
    'console.log(`URL ${api.url}`);',
    "process.on('SIGTERM', () => api.close().then(() => process.exit(0)));",
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /^URL (\S+)$/m.exec(seen);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the spec API exited (${code})`)));
  });
  return { url, close: () => child.kill('SIGTERM') };
}

describeSpecApi('the conformance check against the spec-only API', () => {
  jest.setTimeout(60_000);

  it.each(['plain', 'alternate'] as const)('finds its %s shape conformant and every capability not offered', async (shapes) => {
    const specApi = await startSpecApi(shapes);
    try {
      const report = await runConformance({ api: specApi.url, user: demoMember.username, password: demoMember.password });
      for (const path of requiredPaths) expect({ path, status: rowOf(report, path).verdict.status }).toEqual({ path, status: 'ok' });
      expect(report.capabilities.map((c) => c.offered)).toEqual(capabilityNames.map(() => false));
      expect(report.exitCode).toBe(0);
      console.log(`spec API (${shapes}):\n${formatReport(report)}`);
    } finally {
      specApi.close();
    }
  });
});
