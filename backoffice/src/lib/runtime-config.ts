import { defaultRuntimeConfig } from '@member-site/shared';
import { fetchRuntimeFile, parseRemotesConfig, type ReleaseRegistry } from '@member-site/shared/federation';
import { staffPageNames, type StaffRemoteName } from '@member-site/shared/staff';

/** The back office's `config.json` (written by the stack, the compose `init`): nothing else is read from it. */
export interface BackofficeConfig {
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  /** The site's name, shown in the top bar beside "ระบบหลังบ้าน". */
  siteTitle: string;
}

/** Where the back office serves every staff remote's versions: its own origin, under this path (ADR 0046). */
export const staffRemotesPath = '/remotes/';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the two fields the back office reads; a missing or odd one falls back to the default. */
export function parseBackofficeConfig(raw: unknown): BackofficeConfig {
  const r = isObject(raw) ? raw : {};
  return {
    apiUrl: typeof r.apiUrl === 'string' && r.apiUrl ? r.apiUrl.replace(/\/+$/, '') : defaultRuntimeConfig.apiUrl,
    siteTitle: typeof r.siteTitle === 'string' && r.siteTitle.trim() ? r.siteTitle.trim() : defaultRuntimeConfig.siteTitle,
  };
}

const staffRemoteNames = Object.keys(staffPageNames).filter((name) => name !== 'backoffice') as StaffRemoteName[];

/** An entry as written (`/remotes/mf-wallet/<version>/mf-manifest.json`), resolved against the page's origin. */
function resolved(entry: unknown, origin: string): unknown {
  if (typeof entry !== 'string') return entry;
  try {
    return new URL(entry, origin).href;
  } catch {
    return entry;
  }
}

/** True for an address on the back office's own origin under /remotes/: the only place a staff remote may come from. */
function servedHere(entry: string, origin: string): boolean {
  const url = new URL(entry);
  return url.origin === origin && url.pathname.startsWith(staffRemotesPath);
}

/**
 * The back office's remotes.json, in the release registry's format (the shell's, ADR 0022): its
 * entries are written as paths on the back office's own origin, resolved here against it before
 * the shared parser checks them. A staff remote is loaded only from this origin, under /remotes/
 * (the CSP allows scripts from 'self' alone), and only one the staff route table names: anything
 * else is left out with [backoffice] E8, and its pages show the fallback.
 */
export function parseStaffRemotes(raw: unknown, origin: string): ReleaseRegistry {
  const r = isObject(raw) ? raw : {};
  const byName = isObject(r.remotes) ? r.remotes : r;
  const remotes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(byName)) {
    if (name === 'previewKey' && !isObject(r.remotes)) continue;
    if (!(staffRemoteNames as string[]).includes(name)) {
      console.error(`[backoffice] E8 remotes.json names ${name}, which is not a staff remote; it is left out`);
      continue;
    }
    if (!isObject(value)) {
      remotes[name] = resolved(value, origin);
      continue;
    }
    const versions = isObject(value.versions)
      ? Object.fromEntries(
          Object.entries(value.versions).map(([version, source]) => [
            version,
            isObject(source) ? { ...source, entry: resolved(source.entry, origin) } : source,
          ]),
        )
      : value.versions;
    const canary = isObject(value.canary) ? { ...value.canary, entry: resolved(value.canary.entry, origin) } : value.canary;
    remotes[name] = { ...value, entry: resolved(value.entry, origin), versions, ...(canary === undefined ? {} : { canary }) };
  }
  const registry = parseRemotesConfig({ remotes, ...(r.previewKey === undefined ? {} : { previewKey: r.previewKey }) });
  for (const [name, release] of Object.entries(registry.remotes)) {
    const sources = [release.live, ...(release.canary ? [release.canary] : []), ...Object.values(release.versions)];
    if (sources.every((source) => servedHere(source.entry, origin))) continue;
    console.error(`[backoffice] E8 remotes.json loads ${name} from outside ${origin}${staffRemotesPath}; it is left out`);
    delete registry.remotes[name];
  }
  return registry;
}

/** Reads config.json and remotes.json (each falls back on its own: defaults, or no staff remote). */
export async function loadRuntime(origin: string = window.location.origin): Promise<{ config: BackofficeConfig; registry: ReleaseRegistry }> {
  const [config, remotes] = await Promise.all([
    fetchRuntimeFile('/config.json').catch((error: unknown) => {
      console.error('[backoffice] E1 config.json unreadable, using defaults', error);
      return {};
    }),
    fetchRuntimeFile('/remotes.json').catch((error: unknown) => {
      console.error('[backoffice] E2 remotes.json unreadable: no staff remote can load', error);
      return {};
    }),
  ]);
  return { config: parseBackofficeConfig(config), registry: parseStaffRemotes(remotes, origin) };
}
