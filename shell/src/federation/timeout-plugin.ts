import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * MF's own limit is 20 s per script and none for the manifest fetch; a blackholed remote would
 * hang the page. These limits let its area show the fallback within a few seconds.
 */
export const manifestTimeoutMs = 5_000;
export const scriptTimeoutMs = 6_000;

export function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'member-site-timeouts',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), manifestTimeoutMs);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: scriptTimeoutMs };
    },
  };
}
