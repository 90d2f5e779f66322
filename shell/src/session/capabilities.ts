import { capabilitiesEndpoint, isApiError, read, readCapabilities, type ApiClient, type CapabilityName, type RuntimeConfig } from '@member-site/shared';
import type { SessionStore } from './session-store';

// What the operator's API offers beyond section 7 (ADR 0029): the operator's list in config.json,
// else one discovery answer. A 404 (or an answer that lists nothing this site knows) is a
// spec-only API. The last answer is kept per API, so a reload knows it before asking again.

export const capabilitiesStorageKey = 'capabilities';
export const discoveryRetryMs = 60_000;
const maxRetries = 5;

export interface CapabilityDiscovery {
  /** Asks the API now unless the answer is known, asked for, or set by the operator. */
  ensure(): void;
  stop(): void;
}

interface Stored {
  api: string;
  list: CapabilityName[];
}

function readStored(storage: Storage, api: string): CapabilityName[] | null {
  try {
    const stored = JSON.parse(storage.getItem(capabilitiesStorageKey) ?? 'null') as Stored | null;
    return stored && stored.api === api && Array.isArray(stored.list) ? readCapabilities(stored.list) : null;
  } catch {
    return null;
  }
}

function store(storage: Storage, value: Stored): void {
  try {
    storage.setItem(capabilitiesStorageKey, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the next load asks again.
  }
}

/**
 * `publicApi` carries no token: the discovery answer is public, and an API that answers an
 * unknown path with 401 must not end the member's session.
 */
export function createCapabilityDiscovery(session: SessionStore, publicApi: ApiClient, config: RuntimeConfig, storage: Storage): CapabilityDiscovery {
  if (config.capabilities) {
    session.setCapabilities(config.capabilities);
    return { ensure: () => undefined, stop: () => undefined };
  }
  const remembered = readStored(storage, publicApi.baseUrl);
  if (remembered) session.setCapabilities(remembered);

  let state: 'idle' | 'asking' | 'known' = 'idle';
  let retries = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const settle = (list: CapabilityName[]) => {
    state = 'known';
    session.setCapabilities(list);
    store(storage, { api: publicApi.baseUrl, list });
  };

  function ask(): void {
    state = 'asking';
    read(publicApi, capabilitiesEndpoint, readCapabilities).then(settle, (error: unknown) => {
      // An API without the discovery answer: the spec's section 7 alone, and nothing to report.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        settle([]);
        return;
      }
      console.error('[shell] E33 capability discovery failed; asking again later', error);
      state = 'idle';
      // Meanwhile what was known last, or the spec alone: nothing calls what may not be there.
      if (session.capabilities.getValue() === null) session.setCapabilities([]);
      if (retries < maxRetries) {
        retries += 1;
        retry = setTimeout(() => {
          if (state === 'idle') ask();
        }, discoveryRetryMs);
      }
    });
  }

  return {
    ensure() {
      if (state === 'idle' && retry === undefined) ask();
    },
    stop() {
      clearTimeout(retry);
    },
  };
}

/** Runs `task` once the page has loaded and the browser is idle: off the first paint's path. */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2_000 }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
