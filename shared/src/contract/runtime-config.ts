import type { CapabilityName } from './capabilities';
import type { Access, LayoutName } from './route-kinds';

/** `config.json`, read by the shell at start-up and handed to every remote. */
export interface RuntimeConfig {
  /** Base URL of the member API, without a trailing slash. */
  apiUrl: string;
  /** Site title used until (or unless) the theme gives one. */
  siteTitle: string;
  /** Origins a server-supplied game address may send the member to (https, or http on loopback). */
  gameOrigins: string[];
  /**
   * How the trading game logs in: 'post' (POST /api/v1/member/loginGame/hotgraph with the
   * member's credentials, the default) or 'get' (GET /hotgraph/login, the other form the API
   * may offer).
   */
  tradingLogin?: 'post' | 'get';
  /** LINE Login; absent means LINE is not offered (its buttons are hidden). */
  line?: LineLoginConfig | null;
  /**
   * Base URL of the earlier member service (the spec's client_api), ending in `/`; null or absent
   * means off. When set, a signed-in member without a member-service token gets one silently.
   */
  clientApi?: string | null;
  /** Extra steps per route path, added after 'auth' (operators use it to gate a route). */
  routeSteps?: Record<string, string[]>;
  /**
   * The capabilities the operator's API offers beyond section 7 (ADR 0029), when the operator
   * says so; null or absent: the website answer's `capabilities` (GET /api/v1/website).
   */
  capabilities?: readonly CapabilityName[] | null;
}

export interface LineLoginConfig {
  channelId: string;
  /** The site's /Line/Callback address registered with LINE. */
  callbackUrl: string;
  /** LINE's authorize endpoint; a local test double in end-to-end tests. */
  authorizeUrl: string;
}

/** SRI-style hashes (`sha384-<base64>`) of one published version's files (ADR 0022). */
export interface RemoteIntegrity {
  /** The exact bytes of its `mf-manifest.json`. */
  manifest: string;
  /** The `remoteEntry.js` that manifest points to. */
  remoteEntry: string;
}

/** Where the shell loads one remote from: its manifest URL, and what its files must hash to. */
export interface RemoteSource {
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** The release registry's version name; absent for a plain manifest URL. */
  version?: string;
  /** Absent for a plain manifest URL (`npm run dev`, hand-edited setups). */
  integrity?: RemoteIntegrity;
  /**
   * The routes this version published (ADR 0057): the shell routes this remote's pages by them
   * instead of its own table's. Absent for a version built before routes were published.
   */
  routes?: PublishedRoute[];
}

/** A route a remote's release published (ADR 0057), as the shell reads it from remotes.json. */
export interface PublishedRoute {
  name: string;
  path: string;
  page: string;
  title: string;
  label?: string;
  lead?: string;
  wide?: boolean;
  layout: LayoutName;
  memberLayout?: LayoutName;
  access: Access;
  steps: string[];
  capability?: CapabilityName;
}

/** The remotes this page loads: remote name → the one version chosen for this browser. */
export type RemotesConfig = Record<string, RemoteSource>;

/** Used when config.json is missing or unreadable. */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: 'http://127.0.0.1:4000',
  siteTitle: 'สยามเบท',
  gameOrigins: [],
};
