import { isCapabilityName } from '../contract/capabilities';
import type { PublishedRoute, RemoteIntegrity, RemoteSource } from '../contract/runtime-config';
import { safeExternalUrl } from '../navigation';
import { accessNames, layoutNames, type LayoutName } from '../contract/route-kinds';
import { hostApp } from './registry';

/** One remote as the release registry describes it (ADR 0022). */
export interface RemoteRelease {
  live: RemoteSource;
  /** A version served to the browsers whose bucket is below `percent`. */
  canary?: RemoteSource & { percent: number };
  /** Every kept version by name: what a preview link may open. Empty for a plain manifest URL. */
  versions: Record<string, RemoteSource>;
}

/** `remotes.json` as a host (the shell, the back office) understands it, in either format. */
export interface ReleaseRegistry {
  remotes: Record<string, RemoteRelease>;
  /** The public half of the release tool's preview signing key; null: no preview link is valid. */
  previewKey: JsonWebKey | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const sriPattern = /^sha384-[A-Za-z0-9+/]{64}$/;
const base64UrlPattern = /^[A-Za-z0-9_-]+$/;

function malformed(what: string): null {
  console.error(`[${hostApp}] E39 remotes.json: ${what} is malformed; it is left out`);
  return null;
}

function unsafe(name: string): null {
  console.error(`[${hostApp}] E38 remotes.json gives ${name} an unsafe address (https only; http only on loopback); it is not loaded`);
  return null;
}

function parseIntegrity(raw: unknown): RemoteIntegrity | null {
  if (!isObject(raw)) return null;
  const { manifest, remoteEntry } = raw;
  if (typeof manifest !== 'string' || !sriPattern.test(manifest)) return null;
  if (typeof remoteEntry !== 'string' || !sriPattern.test(remoteEntry)) return null;
  return { manifest, remoteEntry };
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const optional = (value: unknown, check: (value: unknown) => boolean): boolean => value === undefined || check(value);

/** A published route the shell can follow (ADR 0057): a path, a page, a Thai title (and lead, ADR 0060), known layouts, access and capability. */
function parseRoute(raw: unknown): PublishedRoute | null {
  const route = raw as PublishedRoute;
  const layout = (value: unknown) => layoutNames.includes(value as LayoutName);
  const ok =
    isObject(raw) &&
    [route.name, route.path, route.page, route.title].every(text) &&
    route.path.startsWith('/') &&
    optional(route.label, text) &&
    optional(route.lead, text) &&
    layout(route.layout) &&
    optional(route.memberLayout, layout) &&
    accessNames.includes(route.access) &&
    Array.isArray(route.steps) &&
    route.steps.every(text) &&
    optional(route.capability, isCapabilityName);
  return ok ? route : null;
}

/**
 * One version: a safe manifest URL and, when integrity is given, well-formed hashes. A version
 * whose integrity is present but unreadable is left out rather than loaded unchecked.
 */
function parseSource(raw: unknown, what: string, version?: string): RemoteSource | null {
  if (!isObject(raw)) return malformed(what);
  if (typeof raw.entry !== 'string') return malformed(what);
  const entry = safeExternalUrl(raw.entry);
  if (!entry) return unsafe(what);
  const source: RemoteSource = { entry };
  const name = version ?? raw.version;
  if (typeof name === 'string' && name !== '') source.version = name;
  if (Array.isArray(raw.routes)) {
    const routes = raw.routes.map(parseRoute);
    // A route the shell could not follow is left out; the others stand.
    if (routes.includes(null)) malformed(`a route of ${what}`);
    source.routes = routes.filter((route) => route !== null);
  }
  if (raw.integrity === undefined) return source;
  const integrity = parseIntegrity(raw.integrity);
  if (!integrity) return malformed(`${what}'s integrity`);
  return { ...source, integrity };
}

function parseCanary(raw: unknown, name: string): RemoteRelease['canary'] | null {
  const source = parseSource(raw, `${name}'s canary`);
  if (!source || !isObject(raw)) return null;
  const { percent } = raw;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) return malformed(`${name}'s canary percent`);
  return { ...source, percent };
}

function parseRelease(raw: unknown, name: string): RemoteRelease | null {
  if (typeof raw === 'string') {
    const entry = safeExternalUrl(raw);
    return entry ? { live: { entry }, versions: {} } : unsafe(name);
  }
  const live = parseSource(raw, name);
  if (!live || !isObject(raw)) return null;
  const versions: Record<string, RemoteSource> = {};
  for (const [version, value] of Object.entries(isObject(raw.versions) ? raw.versions : {})) {
    const source = parseSource(value, `${name} version ${version}`, version);
    if (source) versions[version] = source;
  }
  const release: RemoteRelease = { live, versions };
  if (raw.canary === undefined) return release;
  const canary = parseCanary(raw.canary, name);
  return canary ? { ...release, canary } : release;
}

function parsePreviewKey(raw: unknown): JsonWebKey | null {
  if (raw === undefined) return null;
  const ok =
    isObject(raw) &&
    raw.kty === 'EC' &&
    raw.crv === 'P-256' &&
    typeof raw.x === 'string' &&
    base64UrlPattern.test(raw.x) &&
    typeof raw.y === 'string' &&
    base64UrlPattern.test(raw.y);
  return ok ? { kty: 'EC', crv: 'P-256', x: raw.x as string, y: raw.y as string } : malformed('previewKey');
}

/**
 * Reads remotes.json: the release registry's `{ remotes, previewKey }` or the older flat
 * `{ name: manifest URL }` map. Every URL must be safe to run code from (https, http only on
 * loopback, no credentials; E38), and every malformed part is left out with E39,
 * never thrown: that remote's routes then show the "could not load" area.
 */
export function parseRemotesConfig(raw: unknown): ReleaseRegistry {
  const r = isObject(raw) ? raw : {};
  const registry = isObject(r.remotes);
  const remotes: Record<string, RemoteRelease> = {};
  for (const [name, value] of Object.entries(registry ? (r.remotes as Json) : r)) {
    const release = parseRelease(value, name);
    if (release) remotes[name] = release;
  }
  return { remotes, previewKey: registry ? parsePreviewKey(r.previewKey) : null };
}
