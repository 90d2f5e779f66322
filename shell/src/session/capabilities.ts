import { readCapabilities, type CapabilityName, type RuntimeConfig } from '@member-site/shared';
import type { SessionStore } from './session-store';

// What the operator's API offers beyond section 7 (ADR 0029): the operator's list in config.json,
// else the website answer's `capabilities` (a spec-only API sends none: the spec alone). The last
// list is kept per API, so a reload knows it before the answer comes.

export const capabilitiesStorageKey = 'capabilities';

export interface Capabilities {
  /** The website answer's list: on the session, and kept for the next load of the same API. */
  found(list: CapabilityName[]): void;
  /** The website answer failed: what was known last stays, else the spec alone (nothing is called that may not be there). */
  unknown(): void;
}

interface Stored {
  api: string;
  list: CapabilityName[];
}

function readStored(storage: Storage, api: string): CapabilityName[] | null {
  try {
    const stored = JSON.parse(storage.getItem(capabilitiesStorageKey) ?? 'null') as Stored | null;
    return stored && stored.api === api ? readCapabilities(stored.list) : null;
  } catch {
    return null;
  }
}

export function startCapabilities(session: SessionStore, config: RuntimeConfig, storage: Storage): Capabilities {
  if (config.capabilities) {
    session.setCapabilities(config.capabilities);
    return { found: () => undefined, unknown: () => undefined };
  }
  const remembered = readStored(storage, config.apiUrl);
  if (remembered) session.setCapabilities(remembered);
  return {
    found(list) {
      session.setCapabilities(list);
      try {
        storage.setItem(capabilitiesStorageKey, JSON.stringify({ api: config.apiUrl, list } satisfies Stored));
      } catch {
        // Private mode or a full quota: the next load waits for the answer again.
      }
    },
    unknown() {
      if (session.capabilities.getValue() === null) session.setCapabilities([]);
    },
  };
}
