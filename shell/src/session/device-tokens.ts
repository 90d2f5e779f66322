// The device tokens an API gave this browser at its members' sign-ins (the reference API's
// extension, SECURITY.md "Sign-in under a burst"): shown again at the next sign-in as the same
// username to the same API, so strangers' failed guesses never make this browser wait. An API
// that gives none (section 7 alone) is never sent one. Kept in local storage, a few at most.

const storageKey = 'login_devices';
const maxKept = 5;
const maxTokenLength = 1024;

export interface DeviceTokens {
  /** The token `apiUrl` gave this browser for `username`, if any. */
  get(apiUrl: string, username: string): string | undefined;
  /** Keeps the latest token; the oldest others go past a few. */
  set(apiUrl: string, username: string, token: string): void;
}

const keyOf = (apiUrl: string, username: string): string => `${apiUrl}|${username.trim().toLowerCase()}`;

export function createDeviceTokens(storage: Storage): DeviceTokens {
  // Read liberally: anything but a list of [key, token] pairs of strings is nothing kept.
  function read(): [string, string][] {
    try {
      const value: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(value)
        ? value.filter((pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string')
        : [];
    } catch {
      return [];
    }
  }
  return {
    get(apiUrl, username) {
      return read().find(([key]) => key === keyOf(apiUrl, username))?.[1];
    },
    set(apiUrl, username, token) {
      if (token === '' || token.length > maxTokenLength) return;
      const key = keyOf(apiUrl, username);
      const kept = [[key, token] as [string, string], ...read().filter(([other]) => other !== key)].slice(0, maxKept);
      try {
        storage.setItem(storageKey, JSON.stringify(kept));
      } catch {
        // Storage full or refused: the next sign-in is a stranger's, nothing else.
      }
    },
  };
}
