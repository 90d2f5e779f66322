import { readConfig } from './config';
import { testApp } from './test-app';
import { demoMember } from '../member/demo';

// Behind a proxy the caller's address comes from X-Forwarded-For, which a client can also write:
// only the entries the trusted proxies added may count, or every per-address limit is dodged.

describe('API_TRUST_PROXY', () => {
  const read = (value: string) => readConfig({ API_TRUST_PROXY: value }, '/tmp/api').trustProxy;

  it('is proxy hops or proxy addresses and ranges, never "any proxy"', () => {
    expect(read('')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 192.168.1.5 ,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    for (const bad of ['true', 'yes', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => read(bad)).toThrow(/\[api\] E2 API_TRUST_PROXY/);
    }
  });

  it('with one proxy hop, addresses a client prepends to X-Forwarded-For do not escape the login limit', async () => {
    const { app } = testApp({ trustProxy: read('1'), loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = (spoofed: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: demoMember.username, password: 'wrong-password' },
        // The proxy (127.0.0.1) appended the address it saw; the client wrote the first one.
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
        remoteAddress: '127.0.0.1',
      });
    const codes = [];
    for (let i = 1; i <= 4; i += 1) codes.push((await attempt(`198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('with proxy hops, believes X-Forwarded-For only from a peer on loopback or a private network: a client connecting directly cannot rotate it', async () => {
    const { app } = testApp({ trustProxy: read('1'), loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = (forwardedFor: string, remoteAddress: string, username: string = demoMember.username) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress,
      });
    // Straight to the API's port from the internet, a new address in the header each time.
    const direct = [];
    for (let i = 1; i <= 4; i += 1) direct.push((await attempt(`198.51.100.${i}`, '203.0.113.77')).statusCode);
    expect(direct).toEqual([401, 401, 401, 429]);
    // Through the proxy (a private address): each client is the one the proxy saw, so another
    // client trying the same username from behind it is not held by the first one's limit.
    for (const proxy of ['10.0.0.5', '172.18.0.2', '::ffff:192.168.1.10', 'fd00::2']) {
      const first = await attempt('192.0.2.1', proxy, `08100000${proxy.length}`);
      const again = [];
      for (let i = 0; i < 3; i += 1) again.push((await attempt('192.0.2.1', proxy, `08100000${proxy.length}`)).statusCode);
      expect([first.statusCode, ...again]).toEqual([401, 401, 401, 429]);
      expect((await attempt('192.0.2.2', proxy, `08100000${proxy.length}`)).statusCode).toBe(401);
    }
  });
});
