/**
 * @jest-environment node
 */
import { routePath } from '@member-site/shared';
import { landingTexts } from './features/landing/texts';
import { renderPage, type PrerenderedPage } from './prerender';

// What the release tool puts in the first response for `/`, `/login` and `/register` (ADR 0025).

const config = { apiUrl: 'https://api.example.com', siteTitle: 'สยาม<script>เบท', gameOrigins: [] };

describe('the prerendered landing pages', () => {
  it("renders the landing's hero, login form, register button and game categories as HTML, no script", async () => {
    const html = await renderPage('index', { config, publicPath: 'https://landing.example.com/v1/' });
    expect(html).toMatch(/<h1[^>]*class="ml-hero__title"><span class="ml-hero__brand">สยาม&lt;script&gt;เบท<\/span>/);
    expect(html).toContain(landingTexts.heroSubheadline);
    expect(html).toContain('>เข้าสู่ระบบ<');
    expect(html).toContain('>สมัครสมาชิก<');
    for (const key of ['sport', 'casino', 'slot', 'card'] as const) expect(html).toContain(`<h3 class="ml-games__name">${landingTexts.games[key].name}</h3>`);
    expect(html).not.toMatch(/<script/i);
  });

  it('posts the login form, never a GET with the password in the URL, if the browser sends it itself (scripts off)', async () => {
    const html = await renderPage('login', { config, publicPath: 'https://landing.example.com/v1/' });
    expect(html).toMatch(/<form class="ml-login"[^>]*method="post"/);
  });

  it('offers its buttons from the first paint: a tap before the page runs is kept by the shell and carried out then (issue 21)', async () => {
    for (const page of ['index', 'login', 'register'] as const) {
      const html = await renderPage(page, { config, publicPath: 'https://landing.example.com/v1/' });
      const buttons = html.match(/<button[^>]*>/g) ?? [];
      expect(buttons.length).toBeGreaterThan(1);
      for (const button of buttons) expect(button).not.toMatch(/\bdisabled\b/);
    }
    const index = await renderPage('index', { config, publicPath: 'https://landing.example.com/v1/' });
    expect(index).toMatch(new RegExp(`<button type="button"[^>]*>${landingTexts.appAdd}</button>`));
  });

  it('lets a visitor choose a bank and tick the age box before the page runs (given back once it runs)', async () => {
    const register = await renderPage('register', { config, publicPath: 'https://landing.example.com/v1/' });
    const choices = register.match(/<select[^>]*>|<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(choices.join('')).toMatch(/name="bankCode"[\s\S]*name="acceptAge"/);
    for (const field of choices) expect(field).not.toContain('disabled');
  });

  it('links to the lower-case addresses, the router building the hrefs on the server as in the browser', async () => {
    const hrefs = async (page: PrerenderedPage) => {
      const html = await renderPage(page, { config, publicPath: 'https://landing.example.com/v1/' });
      return new Set([...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href));
    };
    expect(await hrefs('index')).toEqual(
      new Set([routePath('index'), routePath('login'), routePath('activity'), routePath('register'), routePath('responsiblePlay')]),
    );
    expect(await hrefs('login')).toEqual(new Set([routePath('register'), routePath('index')]));
    expect(await hrefs('register')).toEqual(new Set([routePath('login'), routePath('index')]));
  });

  it('renders the register page with its form', async () => {
    const html = await renderPage('register', { config, publicPath: 'https://landing.example.com/v1/' });
    expect(html).toContain('method="post"');
    expect(html).toContain('name="password"');
  });
});
