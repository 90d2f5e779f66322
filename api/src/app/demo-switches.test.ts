import { sql } from 'kysely';
import { one } from '../base/db';
import { buildApp } from './app';
import { readConfig } from './config';
import { testDatabase, testSecret } from './test-app';

// Demo parts (demo members with published passwords, the LINE double, printed codes, test routes)
// belong on one machine: an operator's deployment gets none of them by default, and none can be
// reached from a network by accident.

describe('demo switches', () => {
  const read = (env: Record<string, string>) => readConfig(env, '/tmp/api');

  it('seed no demo members unless asked', async () => {
    expect(read({}).seedDemo).toBe(false);
    expect(read({ API_SEED_DEMO: '1' }).seedDemo).toBe(true);
    const db = testDatabase();
    const app = buildApp({ db, tokenSecret: testSecret, allowedOrigins: [] });
    await app.ready();
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM members`)).toEqual({ n: 0 });
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: '0812345678', password: 'Demo@1234' } });
    expect(login.statusCode).toBe(401);
    await app.close();
    await db.destroy();
  });

  it.each(['API_SEED_DEMO', 'API_LINE_DOUBLE', 'API_DEV_SMS', 'API_ENABLE_TEST_ROUTES'])(
    '%s=1 is refused on a network address, allowed on loopback or with API_DEMO_ON_NETWORK=i-understand',
    (name) => {
      for (const host of ['0.0.0.0', '192.168.1.20', '::']) {
        expect(() => read({ API_HOST: host, [name]: '1' })).toThrow(
          new RegExp(`\\[api\\] E2 ${name} is for a demo on this machine: refused while the API listens on ${host.replace('.', '\\.')}`),
        );
      }
      for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(() => read({ API_HOST: host, [name]: '1' })).not.toThrow();
      expect(() => read({ API_HOST: '0.0.0.0', [name]: '1', API_DEMO_ON_NETWORK: 'i-understand' })).not.toThrow();
      expect(() => read({ API_HOST: '0.0.0.0', [name]: '1', API_DEMO_ON_NETWORK: 'yes' })).toThrow(/E2/);
    },
  );

  it('names every demo switch that is on', () => {
    expect(() => read({ API_HOST: '0.0.0.0', API_LINE_DOUBLE: '1', API_DEV_SMS: '1' })).toThrow(/API_LINE_DOUBLE, API_DEV_SMS are for a demo/);
  });
});
