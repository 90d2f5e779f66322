import { safeExternalUrl } from './navigation';

describe('safeExternalUrl', () => {
  it('accepts an https chat link', () => {
    expect(safeExternalUrl(' https://line.me/R/ti/p/@support ')).toBe('https://line.me/R/ti/p/@support');
  });

  it('accepts http only on loopback', () => {
    expect(safeExternalUrl('http://127.0.0.1:4000/chat')).toBe('http://127.0.0.1:4000/chat');
    expect(safeExternalUrl('http://line.me/R/ti/p/@support')).toBeNull();
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '//line.me/x', 'https://u:p@line.me/'])(
    'refuses %p',
    (raw) => {
      expect(safeExternalUrl(raw)).toBeNull();
    },
  );
});
