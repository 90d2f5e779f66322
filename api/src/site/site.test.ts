import { capabilityNames } from '@member-site/shared/contract';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { all, one, openDatabase } from '../base/db';
import { demoMember } from '../member/demo';
import { siteOrigin, testApp } from '../app/test-app';

describe('site data, CORS, event log and persistence', () => {
  it('answers contact links, theme and website settings per the contract', async () => {
    const { app } = testApp({ publicUrl: 'https://api.example.com' });
    expect((await app.inject({ url: '/api/v1/contactus' })).json()).toEqual({
      url: 'https://line.me/R/ti/p/@siambet',
      url2: 'https://line.me/R/ti/p/@siambet24',
    });
    const theme = (await app.inject({ url: '/api/v1/theme' })).json() as { data: { logo: string; favicon: string; title: string }[] };
    expect(theme.data[0]).toEqual({
      logo: 'https://api.example.com/api/v1/assets/logo.svg',
      favicon: 'https://api.example.com/api/v1/assets/favicon.svg',
      title: 'สยามเบท',
    });
    expect((await app.inject({ url: '/api/v1/website' })).json()).toEqual({
      registerMode: '2',
      affiliateEnabled: true,
      // The discovery answer (ADR 0029): every capability but LINE Login, which needs a LINE client.
      capabilities: capabilityNames.filter((name) => name !== 'line'),
    });
    const logo = await app.inject({ url: '/api/v1/assets/logo.svg' });
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('<svg');
  });

  it("allows the site's origin and no other", async () => {
    const { app } = testApp();
    const allowed = await app.inject({ url: '/api/v1/website', headers: { origin: siteOrigin } });
    expect(allowed.headers['access-control-allow-origin']).toBe(siteOrigin);
    const foreign = await app.inject({ url: '/api/v1/website', headers: { origin: 'https://evil.example.com' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('stores the caller address for an event log sent with {ip}', async () => {
    const { app, db } = testApp();
    const { accessToken } = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).json() as { accessToken: string };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/event-log',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ip_address: '{ip}', user_agent: 'jest', last_entry: '/casino' },
      remoteAddress: '203.0.113.7',
    });
    expect(sent.json()).toEqual({ ok: true });
    expect(await all(db, sql`SELECT ip_address, user_agent, last_entry FROM event_logs`)).toEqual([
      { ip_address: '203.0.113.7', user_agent: 'jest', last_entry: '/casino' },
    ]);
    // An address the client claims is not what it is seen at: the request's own address is stored.
    await app.inject({
      method: 'POST',
      url: '/api/v1/event-log',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ip_address: '198.51.100.1', user_agent: 'jest', last_entry: '/slot' },
      remoteAddress: '203.0.113.7',
    });
    expect(await one(db, sql`SELECT ip_address FROM event_logs WHERE last_entry = '/slot'`)).toEqual({ ip_address: '203.0.113.7' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/event-log',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ip_address: '{ip}', user_agent: 'jest', last_entry: 'casino' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers unknown paths with a Thai 404 and keeps its data across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    const file = path.join(dir, 'member-site.db');
    const first = testApp({ db: openDatabase(file) });
    const missing = await first.app.inject({ url: '/api/v1/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const { accessToken } = (await first.app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).json() as { accessToken: string };
    await first.app.close();
    await first.db.destroy();

    const second = testApp({ db: openDatabase(file) });
    const credit = await second.app.inject({ url: '/api/v1/credit', headers: { authorization: `Bearer ${accessToken}` } });
    expect(credit.json()).toEqual({ credit: '1500.00' });
    await second.app.close();
    await second.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('offers the test routes only when asked to', async () => {
    const off = testApp();
    expect((await off.app.inject({ method: 'POST', url: '/api/test/settings', payload: { registerMode: '4' } })).statusCode).toBe(404);
    const on = testApp({ enableTestRoutes: true });
    expect((await on.app.inject({ method: 'POST', url: '/api/test/settings', payload: { registerMode: '4' } })).statusCode).toBe(200);
    expect((await on.app.inject({ url: '/api/v1/website' })).json()).toMatchObject({ registerMode: '4' });
  });
});
