import { defaultRuntimeConfig } from '@member-site/shared';
import { parseRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('falls back to the defaults for a missing or mistyped config.json', () => {
    expect(parseRuntimeConfig(null)).toMatchObject(defaultRuntimeConfig);
    expect(parseRuntimeConfig({ apiUrl: 42, gameOrigins: 'x' })).toMatchObject(defaultRuntimeConfig);
  });

  it('keeps what the operator set', () => {
    expect(
      parseRuntimeConfig({
        apiUrl: 'https://api.example.com/',
        siteTitle: 'ทดสอบ',
        gameOrigins: ['https://g.example.com'],
        routeSteps: { '/Ticket': ['auth'], bad: 3 },
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      siteTitle: 'ทดสอบ',
      gameOrigins: ['https://g.example.com'],
      routeSteps: { '/Ticket': ['auth'] },
      line: null,
      tradingLogin: 'post',
      clientApi: null,
      capabilities: null,
    });
  });

  it('takes the operator\'s list of capabilities (known names only, "all" for every one); anything else leaves it to the website answer', () => {
    expect(parseRuntimeConfig({ capabilities: ['deposit', 'withdraw', 'teleport', 3] }).capabilities).toEqual(['deposit', 'withdraw']);
    expect(parseRuntimeConfig({ capabilities: [] }).capabilities).toEqual([]);
    expect(parseRuntimeConfig({ capabilities: 'all' }).capabilities).toContain('safer-play');
    expect(parseRuntimeConfig({ capabilities: 'deposit' }).capabilities).toBeNull();
    expect(parseRuntimeConfig({}).capabilities).toBeNull();
  });

  it('uses the trading login form the operator names, POST by default', () => {
    expect(parseRuntimeConfig({ tradingLogin: 'get' }).tradingLogin).toBe('get');
    expect(parseRuntimeConfig({ tradingLogin: 'PUT' }).tradingLogin).toBe('post');
  });

  it('offers LINE only with a complete LINE configuration', () => {
    const line = { channelId: 'c1', callbackUrl: 'https://site.example.com/Line/Callback', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize' };
    expect(parseRuntimeConfig({ line }).line).toEqual(line);
    expect(parseRuntimeConfig({ line: { ...line, channelId: '' } }).line).toBeNull();
    expect(parseRuntimeConfig({ line: { ...line, authorizeUrl: 'javascript:alert(1)' } }).line).toBeNull();
  });

  it('names a member service only at a safe address (https, or http on loopback), ending in /', () => {
    expect(parseRuntimeConfig({}).clientApi).toBeNull();
    expect(parseRuntimeConfig({ clientApi: 'https://member.example.com/api' }).clientApi).toBe('https://member.example.com/api/');
    expect(parseRuntimeConfig({ clientApi: 'http://127.0.0.1:4000/' }).clientApi).toBe('http://127.0.0.1:4000/');
    for (const unsafe of ['http://member.example.com/', 'javascript:alert(1)', 'https://u:p@member.example.com/', '', 42]) {
      expect(parseRuntimeConfig({ clientApi: unsafe }).clientApi).toBeNull();
    }
  });
});
