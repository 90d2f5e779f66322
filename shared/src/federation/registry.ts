import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteSource, RemotesConfig } from '../contract/runtime-config';
import { AppError } from '../errors';
import { timeoutPlugin } from './timeout-plugin';

/** The host's name in its error codes: the shell's unless the host says otherwise at start (setHostApp). */
export let hostApp = 'shell';

/** Called once, first thing, by a host other than the shell (the back office). */
export function setHostApp(name: string): void {
  hostApp = name;
}

/** The whole load (manifest, entry, exposed module) must finish in this time, or the area falls back. */
export const remoteLoadTimeoutMs = 7_000;
/**
 * The remote of a prerendered page (ADR 0025) was asked for by the page's preloads at its first
 * paint, long before the host's script runs: its load counts from the page's start (issue 21),
 * so the fallback shows within 8 s of the visitor opening the page however slowly the host
 * started. It ends at the 6 s mark, with never less than this left. Every other load (a member's
 * pages, a later navigation, every page of the back office) keeps the whole remoteLoadTimeoutMs.
 */
export const remoteLoadMinimumMs = 4_000;
/** Where the load of a prerendered page's remote must end: 2 s left for the fallback to show by the 8 s mark. */
export const pageStartDeadlineMs = 6_000;

/** The time a load starting now gets: see remoteLoadMinimumMs. */
export function remoteLoadBudgetMs(prerendered: boolean, now = performance.now()): number {
  return prerendered ? Math.min(remoteLoadTimeoutMs, Math.max(remoteLoadMinimumMs, pageStartDeadlineMs - now)) : remoteLoadTimeoutMs;
}

let remotesConfig: RemotesConfig = {};

function remoteList(names: string[]) {
  return names.filter((name) => remotesConfig[name]).map((name) => ({ name, entry: (remotesConfig[name] as RemoteSource).entry }));
}

/**
 * Registers the chosen version of every remote with the federation runtime; nothing is fetched
 * yet. The plugin checks each load against that version's recorded integrity.
 */
export function setupFederation(remotes: RemotesConfig): void {
  remotesConfig = remotes;
  registerPlugins([timeoutPlugin((name) => (name === undefined ? undefined : remotesConfig[name]))]);
  registerRemotes(remoteList(Object.keys(remotes)));
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AppError(hostApp, 'E4', `${name} did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Loads a module a remote exposes. Rejects within its budget (remoteLoadBudgetMs), well under MF's own 20 s. */
export async function loadRemoteModule<T>(name: string, expose: `./${string}`): Promise<T> {
  if (!remotesConfig[name]) throw new AppError(hostApp, 'E3', `${name} is not in remotes.json`);
  const federation = getInstance();
  if (!federation) throw new AppError(hostApp, 'E5', 'federation runtime missing');
  const id = `${name}/${expose.slice(2)}`;
  const module = await withTimeout(federation.loadRemote<T>(id), remoteLoadBudgetMs(document.getElementById('prerendered') !== null), name);
  if (!module) throw new AppError(hostApp, 'E6', `${id} is empty`);
  return module;
}

/** A remote's exposed `./app`: single-spa lifecycles. */
export function loadRemoteApp(name: string): Promise<LifeCycles> {
  return loadRemoteModule<LifeCycles>(name, './app');
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(name: string): void {
  registerRemotes(remoteList([name]), { force: true });
}

/** Fetches remotes' code ahead of need (used on idle, never on slow or data-saver connections). */
export function prefetchRemotes(names: string[]): void {
  const federation = getInstance();
  if (!federation) return;
  void federation
    .preloadRemote(remoteList(names).map((r) => ({ nameOrAlias: r.name, exposes: ['./app'] })))
    .catch((error: unknown) => console.error(`[${hostApp}] E7 prefetch failed`, error));
}

/** The version of `name` this page loads (the registry's choice: live, canary or preview). */
export function versionOf(name: string): string | undefined {
  return remotesConfig[name]?.version;
}
