import { themeAssetUrl } from './api/site';
import { safeExternalUrl } from './navigation';

describe('safeExternalUrl', () => {
  it('accepts an https chat link', () => {
    expect(safeExternalUrl(' https://line.me/R/ti/p/@support ')).toBe('https://line.me/R/ti/p/@support');
  });

  it('accepts http only on loopback', () => {
    expect(safeExternalUrl('http://127.0.0.1:4000/chat')).toBe('http://127.0.0.1:4000/chat');
    expect(safeExternalUrl('http://line.me/R/ti/p/@support')).toBeNull();
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '//line.me/x', 'https://u:p@line.me/'])('refuses %p', (raw) => {
    expect(safeExternalUrl(raw)).toBeNull();
  });
});

describe('themeAssetUrl (logo, favicon from the theme)', () => {
  it('keeps a safe address, with a cache-busting timestamp', () => {
    expect(themeAssetUrl('https://cdn.example.com/logo.png', 5)).toBe('https://cdn.example.com/logo.png?t=5');
    expect(themeAssetUrl('https://cdn.example.com/logo.png?v=2', 5)).toBe('https://cdn.example.com/logo.png?v=2&t=5');
    expect(themeAssetUrl('http://127.0.0.1:4000/theme/logo.svg', 5)).toBe('http://127.0.0.1:4000/theme/logo.svg?t=5');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://evil.example.com/x.png',
    'https://u:p@cdn.example.com/x.png',
    '//cdn.example.com/x.png',
    '',
  ])('refuses %j (the title is shown instead)', (raw) => expect(themeAssetUrl(raw, 5)).toBe(''));
});
