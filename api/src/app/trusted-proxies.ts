// API_TRUST_PROXY (issue 39): the proxies in front of the API whose X-Forwarded-For is believed,
// named one by one: an address, a range, or a host name resolved when the API starts (compose: the
// proxy's service name). Nothing else is believed: not "any proxy", and no longer a hop count,
// which believed any peer on a private network (a neighbour on the same VPC, Docker's bridge
// gateway) and let it rotate the header past the per-address sign-in limits.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { configError } from '../base/config-values';

/** The proxies as configured: addresses, ranges (`10.1.2.0/24`) and host names; false: none. */
export type ProxyNames = false | string[];
/** What Fastify is given: addresses and ranges only; false: X-Forwarded-For is never believed. */
export type TrustProxy = false | string[];

const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An address or a range like 10.0.0.0/8 or fd00::/8 (a bare address is its own range). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
}

/** Reads API_TRUST_PROXY; throws E2 for anything that is not a list of proxies. */
export function readProxyNames(raw: string | undefined): ProxyNames {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^[0-9]+$/.test(value)) {
    throw configError(
      `API_TRUST_PROXY="${value}" is a hop count, no longer taken: it believed any peer on a private network. Name the proxies in front of the API: addresses, ranges like 10.1.2.0/24, or host names (compose: the proxy's service name)`,
    );
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    // All digits and dots was meant as an address; "true", "any"… as every proxy: neither is a host.
    const isHost = hostName.test(entry) && !/^[0-9.]+$/.test(entry) && !/^(true|yes|any|all)$/i.test(entry);
    if (!isAddressOrRange(entry) && !isHost) {
      throw configError(`API_TRUST_PROXY must name the proxies in front of the API (addresses, ranges like 10.1.2.0/24, host names), got "${entry}"`);
    }
  }
  return list;
}

/** Every address a host name has, as the API would connect to it. */
export type Resolver = (host: string) => Promise<string[]>;
const resolveHost: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);

/**
 * The proxies as Fastify is given them: each host name replaced by its addresses, resolved now (at
 * start). A name that does not resolve after `attempts` tries a second apart stops the start with
 * E2 (compose restarts the API, by which time its proxy is up). A proxy that moves to another
 * address is believed again after the API restarts.
 */
export async function resolveTrustedProxies(names: ProxyNames, resolver: Resolver = resolveHost, attempts = 10, pauseMs = 1000): Promise<TrustProxy> {
  if (names === false) return false;
  const resolved: string[] = [];
  for (const entry of names) {
    if (isAddressOrRange(entry)) {
      resolved.push(entry);
      continue;
    }
    for (let attempt = 1; ; attempt += 1) {
      const addresses = await resolver(entry).catch(() => []);
      if (addresses.length > 0) {
        resolved.push(...addresses);
        break;
      }
      if (attempt >= attempts) throw configError(`API_TRUST_PROXY names "${entry}", which does not resolve to an address`);
      await new Promise((done) => setTimeout(done, pauseMs));
    }
  }
  return resolved;
}

/** Refuses anything but addresses and ranges where Fastify is given its trusted proxies. */
export function checkedTrust(trust: TrustProxy): TrustProxy {
  if (trust === false) return false;
  const named = trust.filter((entry) => !isAddressOrRange(entry));
  if (named.length) throw configError(`trusted proxies must be resolved to addresses first (resolveTrustedProxies), got ${named.join(', ')}`);
  return trust;
}
