import { gameCategoryIds, type GameCategory, type GameItem, type GameListResponse, type GameProvider, type SiteNews } from '@member-site/shared/contract';
import { categoryIds } from './catalogue';
import { gameTileSvg, newsBannerSvg, providerLogoSvg } from './game-assets';
import { testApp } from '../app/test-app';

const publicUrl = 'https://api.example.com';

async function list<T>(app: ReturnType<typeof testApp>['app'], url: string): Promise<T[]> {
  const answer = await app.inject({ url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return (answer.json() as GameListResponse<T>).data;
}

describe('game catalogue (public)', () => {
  it('lists the seven categories in Thai without a bearer token', async () => {
    const { app } = testApp({ publicUrl });
    expect(await list<GameCategory>(app, '/api/v1/games/categories')).toEqual([
      { id: 'sport', name: 'กีฬา' },
      { id: 'casino', name: 'คาสิโนสด' },
      { id: 'slot', name: 'สล็อต' },
      { id: 'card', name: 'เกมไพ่' },
      { id: 'fish', name: 'ยิงปลา' },
      { id: 'keno', name: 'คีโน' },
      { id: 'lotto', name: 'หวย' },
    ]);
  });

  it("has exactly the contract's categories, which the query schemas accept", () => {
    expect([...categoryIds]).toEqual([...gameCategoryIds]);
  });

  it('gives 3–5 providers per category with absolute logo URLs that serve an SVG badge', async () => {
    const { app } = testApp({ publicUrl });
    const all = await list<GameProvider>(app, '/api/v1/games/providers');
    for (const category of ['sport', 'casino', 'slot', 'card', 'fish', 'keno', 'lotto']) {
      const providers = await list<GameProvider>(app, `/api/v1/games/providers?category=${category}`);
      expect(providers.length).toBeGreaterThanOrEqual(3);
      expect(providers.length).toBeLessThanOrEqual(5);
      for (const p of providers) {
        expect(Object.keys(p).sort()).toEqual(['category', 'id', 'logo', 'name']);
        expect(p.category).toBe(category);
        expect(p.logo).toBe(`${publicUrl}/api/v1/assets/providers/${p.id}.svg`);
      }
    }
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const first = all[0] as GameProvider;
    const logo = await app.inject({ url: new URL(first.logo).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toMatch(/<svg[^>]* width="120" height="48"/);
    expect((await app.inject({ url: '/api/v1/assets/providers/nobody.svg' })).statusCode).toBe(404);
  });

  it('lists 8–20 games per category with tile images, and filters by category, provider and q', async () => {
    const { app } = testApp({ publicUrl });
    const all = await list<GameItem>(app, '/api/v1/games');
    for (const category of ['sport', 'casino', 'slot', 'card', 'fish', 'keno', 'lotto']) {
      const games = await list<GameItem>(app, `/api/v1/games?category=${category}`);
      expect(games.length).toBeGreaterThanOrEqual(8);
      expect(games.length).toBeLessThanOrEqual(20);
      expect(games.every((g) => g.category === category)).toBe(true);
    }
    const game = all[0] as GameItem;
    expect(Object.keys(game).sort()).toEqual(['category', 'id', 'image', 'name', 'provider', 'tags']);
    expect(game.image).toBe(`${publicUrl}/api/v1/assets/games/${game.id}.svg`);
    expect(all.some((g) => g.tags.includes('ใหม่'))).toBe(true);
    expect(all.some((g) => g.tags.includes('ยอดนิยม'))).toBe(true);

    const byProvider = await list<GameItem>(
      app,
      `/api/v1/games?category=slot&provider=${(await list<GameProvider>(app, '/api/v1/games/providers?category=slot'))[0]?.id}`,
    );
    expect(byProvider.length).toBeGreaterThan(0);
    expect(new Set(byProvider.map((g) => g.provider)).size).toBe(1);

    const english = await list<GameItem>(app, '/api/v1/games?q=DRAGON');
    expect(english.map((g) => g.name)).toEqual(expect.arrayContaining(['Dragon & Tiger']));
    expect(english.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    const thai = await list<GameItem>(app, `/api/v1/games?category=lotto&q=${encodeURIComponent('หวยลาว')}`);
    expect(thai.map((g) => g.name)).toEqual(['หวยลาว']);
    expect(await list<GameItem>(app, '/api/v1/games?category=sport&q=zzz')).toEqual([]);

    const tile = await app.inject({ url: new URL(game.image).pathname });
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toMatch(/<svg[^>]* width="320" height="200"/);
  });

  it('refuses a bad category, an over-long q and unknown parameters in Thai', async () => {
    const { app } = testApp();
    for (const url of [
      '/api/v1/games?category=poker',
      `/api/v1/games?q=${'ก'.repeat(51)}`,
      '/api/v1/games?provider=%3Cscript%3E',
      '/api/v1/games?x=1',
      '/api/v1/games/providers?category=nope',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^ข้อมูลไม่ถูกต้อง/) });
    }
    expect((await app.inject({ url: `/api/v1/games?q=${'ก'.repeat(50)}` })).statusCode).toBe(200);
  });

  it('escapes markup in the generated SVGs', async () => {
    for (const svg of [
      gameTileSvg('<b>Tom & "Jerry"</b>', 'A<B & C', '#123456'),
      providerLogoSvg('<x> & y', '#000'),
      newsBannerSvg('<img src=x onerror=alert(1)> & co', '#fff'),
    ]) {
      expect(svg).not.toMatch(/<(b|x|img)[\s>]/);
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
      expect(svg).toContain('&lt;');
      expect(svg).toContain('&amp;');
    }
    const { app } = testApp();
    const games = await list<GameItem>(app, '/api/v1/games?q=dragon%20%26');
    const tile = await app.inject({ url: new URL((games[0] as GameItem).image).pathname });
    expect(tile.body).toContain('Dragon &amp; Tiger');
    expect(tile.body).not.toContain('Dragon & Tiger');
  });
});

describe('activities and promotions (public)', () => {
  it.each(['/api/v1/activities', '/api/v1/promotions'])('%s lists 3–5 Thai items with banner images', async (path) => {
    const { app } = testApp({ publicUrl });
    const items = await list<SiteNews>(app, path);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['body', 'endsAt', 'id', 'image', 'startsAt', 'title']);
      expect(item.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(Number.isNaN(Date.parse(item.startsAt))).toBe(false);
      expect(item.endsAt === null || !Number.isNaN(Date.parse(item.endsAt))).toBe(true);
      expect(item.image).toBe(`${publicUrl}/api/v1/assets/news/${item.id}.svg`);
    }
    const banner = await app.inject({ url: new URL((items[0] as SiteNews).image).pathname });
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.body).toMatch(/<svg[^>]* width="640" height="240"/);
  });
});
