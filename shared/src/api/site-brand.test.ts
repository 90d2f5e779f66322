import { prerenderedBrand, siteBrandOf } from './site';

describe("the operator's brand (ADR 0037) from a section-7 API", () => {
  it('reads every shape section 7 allows, ignoring extra fields; logo and favicon cache-busted with the change time', () => {
    const plain = siteBrandOf(
      {
        theme: { data: [{ logo: 'https://cdn.example/logo.png', favicon: 'https://cdn.example/f.ico', title: 'สยามเบท', extra: 1 }] },
        contact: { url: 'https://line.me/R/ti/p/@a', url2: null, other: 'x' },
        website: { registerMode: 3, capabilities: ['deposit'], more: true },
      },
      1000,
    );
    expect(plain).toEqual({
      theme: [{ logo: 'https://cdn.example/logo.png?t=1000', favicon: 'https://cdn.example/f.ico?t=1000', title: 'สยามเบท' }],
      contact: { url: 'https://line.me/R/ti/p/@a', url2: null },
      website: { registerMode: '3', affiliateEnabled: false },
    });
    // A bare record instead of a list, contact links under `data`: the same brand.
    const alternate = siteBrandOf(
      {
        theme: { logo: 'https://cdn.example/logo.png', favicon: 'https://cdn.example/f.ico', title: 'สยามเบท' },
        contact: { data: { url: 'https://line.me/R/ti/p/@a' } },
        website: { data: { registerMode: '3' } },
      },
      1000,
    );
    expect(alternate).toEqual(plain);
  });

  it('leaves out a part that is missing or unreadable, and an unsafe logo', () => {
    expect(siteBrandOf({ theme: { data: [{ logo: 'javascript:alert(1)', title: 'x' }] }, contact: 'no', website: 42 }, 1)).toEqual({
      theme: [{ logo: '', favicon: '', title: 'x' }],
      contact: null,
      website: null,
    });
    expect(siteBrandOf({}, 1)).toEqual({ theme: [], contact: null, website: null });
  });

  it("reads the page's #prerendered-site again as untrusted; no element or bad JSON is no brand", () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'prerendered-site';
    script.textContent = JSON.stringify({
      theme: [{ logo: 'data:image/png;base64,AA', favicon: '', title: 'x' }],
      contact: { url: 'https://line.me/R/ti/p/@a' },
    });
    document.body.append(script);
    expect(prerenderedBrand(document)).toEqual({
      theme: [{ logo: '', favicon: '', title: 'x' }],
      contact: { url: 'https://line.me/R/ti/p/@a', url2: null },
      website: null,
    });
    script.textContent = '{"theme":';
    expect(prerenderedBrand(document)).toBeNull();
    script.remove();
    expect(prerenderedBrand(document)).toBeNull();
  });
});
