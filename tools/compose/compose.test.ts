import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

// The operator's stack as docker-compose reads it: valid, nothing demo-only in it, and no start
// without the variables a working site needs. Needs Debian's docker-compose (.ci/run installs it).

const root = path.resolve(__dirname, '../..');
const compose = (env: Record<string, string>) =>
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });

const hasCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(hasCompose ? describe : describe.skip)('docker-compose.yml', () => {
  const operatorEnv = { GAME_ORIGINS: 'https://games.example.com' };

  it('is valid with the required variables set', () => {
    const result = compose(operatorEnv);
    expect(result.stderr).not.toMatch(/ERROR|error/);
    expect(result.status).toBe(0);
  });

  it('refuses to start without GAME_ORIGINS, naming it (every game launch would be refused)', () => {
    const result = compose({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('GAME_ORIGINS');
  });

  it('turns on no demo part: demo members, the LINE double, printed codes, test routes, auto-credit', () => {
    const { stdout } = compose(operatorEnv);
    for (const name of ['API_SEED_DEMO', 'API_LINE_DOUBLE', 'API_DEV_SMS', 'API_ENABLE_TEST_ROUTES', 'API_DEMO_AUTO_CREDIT_SECONDS', 'API_DEMO_ON_NETWORK']) {
      expect(stdout).not.toContain(name);
    }
  });
});

if (!hasCompose) console.warn('[tools] docker-compose is not installed: docker-compose.yml was not checked (apt-get install -y docker-compose)');
