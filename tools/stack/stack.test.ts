import { spawnSync } from 'node:child_process';
import path from 'node:path';

// stack.mjs is an ES module with import.meta: run in Node itself, as npm start and the shell's
// container run it.
const stackModule = path.resolve(__dirname, '../stack.mjs');

function remoteFrom(url: string): { status: number | null; out: string; err: string } {
  const script = `const { resolveStack } = await import(${JSON.stringify(stackModule)});
    console.log(resolveStack({ MF_WALLET_URL: ${JSON.stringify(url)} }).remotes.mf_wallet);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr };
}

describe('resolveStack: where remotes are loaded from', () => {
  it.each(['https://wallet.example.com/mf-manifest.json', 'http://localhost:3003/mf-manifest.json', 'http://127.0.0.1:3003/mf-manifest.json'])(
    'takes %s',
    (url) => {
      expect(remoteFrom(url)).toMatchObject({ status: 0, out: url });
    },
  );

  it.each(['http://wallet.example.com/mf-manifest.json', 'https://u:p@wallet.example.com/mf-manifest.json', 'ftp://x/y', 'not a url'])(
    'refuses %s, naming the variable',
    (url) => {
      const run = remoteFrom(url);
      expect(run.status).not.toBe(0);
      expect(run.err).toContain('[tools] E8 MF_WALLET_URL must be an https URL');
    },
  );
});

describe('resolveStack: the capabilities the operator names (ADR 0029)', () => {
  function capabilities(value: string | undefined): unknown {
    const env = value === undefined ? {} : { API_CAPABILITIES: value };
    const script = `const { resolveStack } = await import(${JSON.stringify(stackModule)});
      console.log(JSON.stringify(resolveStack(${JSON.stringify(env)}).config.capabilities ?? null));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    return JSON.parse(run.stdout) as unknown;
  }

  it.each([
    [undefined, null],
    ['all', 'all'],
    ['none', []],
    [' deposit, withdraw ,tickets', ['deposit', 'withdraw', 'tickets']],
  ])('API_CAPABILITIES=%j gives config.json capabilities %j (unset: the site asks the API)', (value, expected) => {
    expect(capabilities(value)).toEqual(expected);
  });
});

describe('resolveStack: the staff back office (ADR 0046)', () => {
  function backoffice(env: Record<string, string>): { status: number | null; out: string; err: string } {
    const script = `const { resolveStack } = await import(${JSON.stringify(stackModule)});
      const { backoffice } = resolveStack(${JSON.stringify(env)});
      console.log(JSON.stringify({ port: backoffice.port, url: backoffice.url, origins: backoffice.origins, runtime: backoffice.runtimeDir.endsWith('/backoffice'), staff: backoffice.staffDir.endsWith('/staff') }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    return { status: run.status, out: run.stdout.trim(), err: run.stderr };
  }

  it('is on port 3005, its own origin the only one (with its loopback forms) whose calls the staff routes answer', () => {
    expect(JSON.parse(backoffice({}).out)).toEqual({
      port: 3005,
      url: 'http://localhost:3005',
      origins: ['http://localhost:3005', 'http://127.0.0.1:3005'],
      runtime: true,
      staff: true,
    });
    expect(
      JSON.parse(backoffice({ BACKOFFICE_PORT: '3105', BACKOFFICE_URL: 'https://office.example.com/', BACKOFFICE_ORIGINS: 'https://office2.example.com' }).out),
    ).toMatchObject({
      port: 3105,
      url: 'https://office.example.com',
      origins: ['https://office.example.com', 'http://localhost:3105', 'http://127.0.0.1:3105', 'https://office2.example.com'],
    });
  });

  it('refuses a public address over plain http, naming the variable', () => {
    const run = backoffice({ BACKOFFICE_URL: 'http://office.example.com' });
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('[tools] E8 BACKOFFICE_URL must be an https URL');
  });
});
