import { capabilityNames, defaultRuntimeConfig, isCapabilityName, safeExternalUrl, type CapabilityName, type RuntimeConfig } from '@member-site/shared';
import { fetchRuntimeFile, parseRemotesConfig, type ReleaseRegistry } from '@member-site/shared/federation';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The member service's base: https (http only on loopback), no credentials in it, and ending in
 * `/` because the spec joins paths to it as `{client_api}spa/member/login`.
 */
function parseClientApi(raw: unknown): string | null {
  const url = safeExternalUrl(raw);
  if (!url) return null;
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.endsWith('/') ? pathname : `${pathname}/`}`;
}

/**
 * The operator's list of capabilities: names ("all" for every one); unknown names are ignored.
 * Anything else (absent, not a list) leaves it to the website answer.
 */
function parseCapabilities(raw: unknown): CapabilityName[] | null {
  if (raw === 'all') return [...capabilityNames];
  return Array.isArray(raw) ? [...new Set(raw.filter(isCapabilityName))] : null;
}

/** Keeps only well-typed fields of config.json, falling back to the defaults for the rest. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const steps = typeof r.routeSteps === 'object' && r.routeSteps !== null ? r.routeSteps : {};
  const routeSteps = Object.fromEntries(
    Object.entries(steps as Record<string, unknown>).filter((entry): entry is [string, string[]] => isStringArray(entry[1])),
  );
  const line = typeof r.line === 'object' && r.line !== null ? (r.line as Record<string, unknown>) : null;
  const lineOk =
    line !== null &&
    typeof line.channelId === 'string' &&
    line.channelId !== '' &&
    typeof line.callbackUrl === 'string' &&
    /^https?:\/\//.test(line.callbackUrl) &&
    typeof line.authorizeUrl === 'string' &&
    /^https?:\/\//.test(line.authorizeUrl);
  return {
    tradingLogin: r.tradingLogin === 'get' ? 'get' : 'post',
    line: lineOk ? { channelId: String(line.channelId), callbackUrl: String(line.callbackUrl), authorizeUrl: String(line.authorizeUrl) } : null,
    apiUrl: typeof r.apiUrl === 'string' && r.apiUrl ? r.apiUrl.replace(/\/+$/, '') : defaultRuntimeConfig.apiUrl,
    siteTitle: typeof r.siteTitle === 'string' && r.siteTitle ? r.siteTitle : defaultRuntimeConfig.siteTitle,
    gameOrigins: isStringArray(r.gameOrigins) ? r.gameOrigins : defaultRuntimeConfig.gameOrigins,
    routeSteps,
    clientApi: parseClientApi(r.clientApi),
    capabilities: parseCapabilities(r.capabilities),
  };
}

/** Reads config.json and remotes.json. A missing config.json falls back to defaults. */
export async function loadRuntimeConfig(): Promise<{ config: RuntimeConfig; registry: ReleaseRegistry }> {
  const [config, remotes] = await Promise.all([
    fetchRuntimeFile('/config.json').catch((error: unknown) => {
      console.error('[shell] E1 config.json unreadable, using defaults', error);
      return {};
    }),
    fetchRuntimeFile('/remotes.json').catch((error: unknown) => {
      console.error('[shell] E2 remotes.json unreadable', error);
      return {};
    }),
  ]);
  return { config: parseRuntimeConfig(config), registry: parseRemotesConfig(remotes) };
}
