import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteSource } from '../contract/runtime-config';
import { AppError } from '../errors';
import { hostApp } from './registry';
import { checkedManifest, integrityOfFile } from './integrity';

/**
 * MF's own limit is 20 s per script and none for the manifest fetch; a blackholed remote would
 * hang the page. These limits let its area show the fallback within a few seconds.
 */
export const manifestTimeoutMs = 5_000;
export const scriptTimeoutMs = 6_000;

/** The version chosen for a remote (what remotes.json and the release choice say), by name. */
export type SourceOf = (name: string | undefined) => RemoteSource | undefined;

const isScriptUrl = (url: string) => /\.m?js(?:[?#]|$)/.test(url);
const isStyleUrl = (url: string) => /\.css(?:[?#]|$)/.test(url);

/**
 * Every remote load is bounded in time and, for a registry version, checked: the manifest's bytes
 * against its recorded hash (ADR 0022), and its remoteEntry.js by the browser's own Subresource
 * Integrity check, so a changed file never runs. The manifest fetch is this plugin's alone (MF
 * would otherwise fetch it unchecked), and so is every script the runtime creates: the entry of
 * loadRemote, of preloadRemote and of a shared-module lookup all pass through `createScript`.
 *
 * While loadRemote fetches an entry, MF also adds `<script>`s for the exposed module's chunks, which
 * would run beside an entry the browser then refuses, and `<link rel=stylesheet>`s that the remote's
 * CSS loader takes as loaded even when refused (the page would then show unstyled). For a registry
 * version both are left to the remote's own runtime, which asks for them only after its checked
 * entry ran, each with the integrity its entry lists (tools/webpack/subresource-integrity.cjs), and
 * fails the load when one is refused. The link preloads of the idle prefetch carry the integrity
 * the checked manifest lists for each file, so a preload is the very request the chunk's tag makes.
 */
export function timeoutPlugin(sourceOf: SourceOf = () => undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'member-site-timeouts',
    async fetch(url, init, remoteInfo) {
      const source = sourceOf(remoteInfo?.name);
      if (source?.integrity && url !== source.entry) {
        const error = new AppError(hostApp, 'E40', `${remoteInfo?.name} manifest ${url} is not the registry's ${source.entry}; it is not used`);
        console.error(error.message);
        throw error;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), manifestTimeoutMs);
      try {
        const response = await fetch(url, { ...init, signal: controller.signal });
        return source && remoteInfo ? await checkedManifest(response, source, remoteInfo.name) : response;
      } finally {
        clearTimeout(timer);
      }
    },
    beforePreloadRemote(args) {
      for (const op of args.preloadOps) {
        // `share: false` marks loadRemote's own preload (scripts that run); preloadRemote's are link preloads.
        if (op.share === false && sourceOf(op.nameOrAlias)?.integrity) op.filter = (url) => !isScriptUrl(url) && !isStyleUrl(url);
      }
    },
    createScript({ url, remoteInfo, resourceContext }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      const integrity = sourceOf(remoteInfo?.name)?.integrity;
      const isEntry = remoteInfo !== undefined && (url === remoteInfo.entry || resourceContext?.resourceType === 'remoteEntry');
      if (integrity && isEntry) {
        script.setAttribute('integrity', integrity.remoteEntry);
        script.addEventListener('error', () => {
          console.error(`[${hostApp}] E45 ${remoteInfo.name} remoteEntry.js was refused or unreachable (its bytes must match the registry's integrity)`);
        });
      } else {
        const file = integrityOfFile(url);
        if (file) script.setAttribute('integrity', file);
      }
      return { script, timeout: scriptTimeoutMs };
    },
    createLink({ url, attrs }) {
      const integrity = integrityOfFile(url);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.crossOrigin = 'anonymous';
      link.setAttribute('integrity', integrity);
      return link;
    },
  };
}
