import { readConfig } from './config';
import { testApp } from './test-app';
import { resolveTrustedProxies, type Resolver } from './trusted-proxies';
import { demoMember } from '../member/demo';

// Behind a proxy the caller's address comes from X-Forwarded-For, which a client can also write:
// only the entries the named proxies added may count, or every per-address limit is dodged.

const read = (value: string) => readConfig({ API_TRUST_PROXY: value }, '/tmp/api').trustProxy;
const limited = { loginRateLimit: { max: 3, timeWindowMs: 60_000 } };

/** Four wrong passwords for one username, each from `remoteAddress` with its own X-Forwarded-For. */
async function attempts(
  app: ReturnType<typeof testApp>['app'],
  forwardedFor: (i: number) => string,
  remoteAddress: string,
  username: string = demoMember.username,
) {
  const codes = [];
  for (let i = 1; i <= 4; i += 1) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor(i) },
      remoteAddress,
    });
    codes.push(answer.statusCode);
  }
  return codes;
}

describe('API_TRUST_PROXY (issue 39)', () => {
  it('names the proxies: addresses, ranges and host names; never "any proxy", and no longer a hop count', () => {
    expect(read('')).toBe(false);
    expect(read('10.0.0.0/8, 192.168.1.5 ,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(read('proxy, edge.internal.example')).toEqual(['proxy', 'edge.internal.example']);
    // A hop count believed every peer on a private network: refused, saying what to set instead.
    for (const hops of ['1', '2']) expect(() => read(hops)).toThrow(/\[api\] E2 API_TRUST_PROXY="\d" is a hop count, no longer taken.*Name the proxies/);
    for (const bad of ['true', 'any', '*', '10.0.0.0/33', '10.0.0.1/8/2', '10.0.0', 'proxy/24', '-proxy', 'pro xy', 'http://proxy']) {
      expect(() => read(bad)).toThrow(/\[api\] E2 API_TRUST_PROXY must name the proxies/);
    }
  });

  it('resolves host names when the API starts, and stops the start on a name that never resolves', async () => {
    const resolver: Resolver = async (host) => ({ proxy: ['172.18.0.7'], edge: ['10.1.2.3', 'fd00::3'] })[host] ?? [];
    expect(await resolveTrustedProxies(['proxy', '192.0.2.0/24', 'edge'], resolver)).toEqual(['172.18.0.7', '192.0.2.0/24', '10.1.2.3', 'fd00::3']);
    expect(await resolveTrustedProxies(false, resolver)).toBe(false);
    await expect(resolveTrustedProxies(['proxy', 'nowhere'], resolver, 2, 1)).rejects.toThrow(
      /\[api\] E2 API_TRUST_PROXY names "nowhere", which does not resolve/,
    );
    // The real resolver: the machine's own name for loopback.
    expect(await resolveTrustedProxies(['localhost'])).toEqual(expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]));
  });

  it('never hands Fastify a name it would not understand', () => {
    expect(() => testApp({ trustProxy: ['proxy'] })).toThrow(/\[api\] E2 trusted proxies must be resolved to addresses first/);
  });

  it('behind the named proxy, addresses a client prepends to X-Forwarded-For do not escape the login limit', async () => {
    const { app } = testApp({ trustProxy: ['127.0.0.1'], ...limited });
    // The proxy appended the address it saw; the client wrote the first one.
    expect(await attempts(app, (i) => `198.51.100.${i}, 203.0.113.9`, '127.0.0.1')).toEqual([401, 401, 401, 429]);
  });

  it('believes no peer it was not told of, on a private network or not: a neighbour rotating the header is held by the limit', async () => {
    const { app } = testApp({ trustProxy: ['172.18.0.2', '10.1.2.0/24'], ...limited });
    // The attack of issue 39: peers a hop count believed (a VPC neighbour, Docker's bridge gateway,
    // carrier-grade NAT, link-local, unique-local IPv6, loopback), each a new address in the header.
    for (const [n, peer] of ['10.0.0.5', '172.17.0.1', '192.168.1.10', '100.64.1.1', '169.254.1.1', 'fd00::2', '127.0.0.1', '203.0.113.77'].entries()) {
      expect(await attempts(app, (i) => `198.51.100.${i}`, peer, `08100001${String(n).padStart(2, '0')}`)).toEqual([401, 401, 401, 429]);
    }
    // Through a named proxy (by address or in a named range) each client is the one it saw: another
    // client trying the same username from behind it is not held by the first one's limit.
    for (const [n, proxy] of ['172.18.0.2', '::ffff:172.18.0.2', '10.1.2.40'].entries()) {
      const username = `08100002${String(n).padStart(2, '0')}`;
      expect(await attempts(app, () => '192.0.2.1', proxy, username)).toEqual([401, 401, 401, 429]);
      const other = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: 'wrong-password' },
        headers: { 'x-forwarded-for': '192.0.2.2' },
        remoteAddress: proxy,
      });
      expect(other.statusCode).toBe(401);
    }
  });
});
