import { endpoints, type EndpointName } from '@member-site/shared/contract';
import Fastify from 'fastify';
import { schemaOf } from '../base/contract-route';
import { testApp } from './test-app';

describe('routes from the shared endpoint table', () => {
  it('serves every endpoint of the table', async () => {
    const { app } = testApp({ enableTestRoutes: true });
    await app.ready();
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const { method, path } = endpoints[name];
      expect([name, app.hasRoute({ method, url: path })]).toEqual([name, true]);
    }
  });

  it('serialises answers through the response schema: fields outside the contract never leave', async () => {
    const app = Fastify();
    app.get(endpoints.auth.path, { schema: schemaOf(endpoints.auth) }, async () => ({
      username: '0812345678',
      username2: 'D1',
      password: 'sb',
      web_agent_group: 'member',
      site_api: 'https://sb/',
      password_hash: 'scrypt$secret',
    }));
    const response = await app.inject({ method: 'GET', url: endpoints.auth.path });
    expect(Object.keys(response.json()).sort()).toEqual(['password', 'site_api', 'username', 'username2', 'web_agent_group']);
  });

  it('refuses a body the contract does not allow (unknown field, too long) with 400', async () => {
    const { app } = testApp();
    const post = (payload: object) => app.inject({ method: 'POST', url: endpoints.login.path, payload });
    expect((await post({ username: 'a', password: 'b', admin: true })).statusCode).toBe(400);
    expect((await post({ username: 'a'.repeat(65), password: 'b' })).statusCode).toBe(400);
    expect((await post({ username: 'a', password: 1 })).statusCode).toBe(400);
  });
});
