import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brandRefreshMs, refreshBrand } from './brand.mjs';
import { readBrand } from './prerender.mjs';

/** An API whose site answers the test sets; `down` makes every answer a 500. */
async function siteApi() {
  const state = {
    down: false,
    theme: { data: [{ logo: 'https://cdn.example/logo.png', title: 'สยามเบท' }] } as unknown,
    contact: { url: 'https://line.me/R/ti/p/@a' } as unknown,
  };
  const server = http.createServer((request, response) => {
    const answers: Record<string, unknown> = { '/api/v1/theme': state.theme, '/api/v1/contactus': state.contact, '/api/v1/website': { registerMode: '3' } };
    const answer = answers[request.url ?? ''];
    response.writeHead(state.down || answer === undefined ? 500 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the brand refresher (ADR 0037)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the answers with the time of their change; the same answers again change nothing', async () => {
    const api = await siteApi();
    try {
      expect(await refreshBrand(dir, api.url, 1000)).toBe(true);
      expect(readBrand(dir)).toEqual({ answers: { theme: api.state.theme, contact: api.state.contact, website: { registerMode: '3' } }, changedAt: 1000 });
      expect(await refreshBrand(dir, api.url, 2000)).toBe(false);
      expect(readBrand(dir)?.changedAt).toBe(1000);
      api.state.contact = { url: 'https://line.me/R/ti/p/@b' };
      expect(await refreshBrand(dir, api.url, 3000)).toBe(true);
      expect(readBrand(dir)).toMatchObject({ answers: { contact: { url: 'https://line.me/R/ti/p/@b' } }, changedAt: 3000 });
    } finally {
      await api.close();
    }
  });

  it('a theme API that is down, or gone, keeps the last good brand', async () => {
    const api = await siteApi();
    try {
      await refreshBrand(dir, api.url, 1000);
      const good = readBrand(dir);
      api.state.down = true;
      expect(await refreshBrand(dir, api.url, 2000)).toBe(false);
      expect(readBrand(dir)).toEqual(good);
    } finally {
      await api.close();
    }
    expect(await refreshBrand(dir, 'http://127.0.0.1:9', 3000)).toBe(false);
    expect(readBrand(dir)?.changedAt).toBe(1000);
  });

  it('nothing before a first good answer', async () => {
    expect(await refreshBrand(dir, 'http://127.0.0.1:9', 1000)).toBe(false);
    expect(readBrand(dir)).toBeNull();
  });

  it('reads every 30 s unless the operator sets BRAND_REFRESH_SECONDS, so a change shows within a minute', () => {
    expect(brandRefreshMs({})).toBe(30_000);
    expect(brandRefreshMs({ BRAND_REFRESH_SECONDS: '5' })).toBe(5_000);
    expect(brandRefreshMs({ BRAND_REFRESH_SECONDS: 'soon' })).toBe(30_000);
    expect(brandRefreshMs({ BRAND_REFRESH_SECONDS: '0' })).toBe(30_000);
  });
});
