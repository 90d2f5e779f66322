import { apiPaths } from '@member-site/shared';
import { createFakeApi, failWith } from '@member-site/shared/testing';
import { capabilitiesStorageKey, createCapabilityDiscovery, discoveryRetryMs } from './capabilities';
import { createSessionStore } from './session-store';

const config = { apiUrl: 'https://api.test', siteTitle: 'x', gameOrigins: [] };

async function settled(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('capability discovery', () => {
  it("takes the operator's list from config.json and asks nothing", () => {
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi();
    createCapabilityDiscovery(store, api, { ...config, capabilities: ['deposit'] }, window.localStorage).ensure();
    expect(store.capabilities.getValue()).toEqual(['deposit']);
    expect(api.paths()).toEqual([]);
  });

  it('asks once, however often a page needs it, and keeps the answer for the next load of the same API', async () => {
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi({ [apiPaths.capabilities]: () => ({ capabilities: ['deposit', 'withdraw', 'from-a-newer-site'] }) });
    const discovery = createCapabilityDiscovery(store, api, config, window.localStorage);
    expect(store.capabilities.getValue()).toBeNull();
    discovery.ensure();
    discovery.ensure();
    await settled();
    expect(api.paths()).toEqual([apiPaths.capabilities]);
    expect(store.capabilities.getValue()).toEqual(['deposit', 'withdraw']);

    const next = createSessionStore(window.localStorage);
    createCapabilityDiscovery(next, createFakeApi(), config, window.localStorage);
    expect(next.capabilities.getValue()).toEqual(['deposit', 'withdraw']);
    const otherApi = createSessionStore(window.localStorage);
    createCapabilityDiscovery(otherApi, createFakeApi({}, 'https://other.test'), config, window.localStorage);
    expect(otherApi.capabilities.getValue()).toBeNull();
  });

  it('reads a 404 as a spec-only API, silently', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore(window.localStorage);
    createCapabilityDiscovery(store, createFakeApi(), config, window.localStorage).ensure();
    await settled();
    expect(store.capabilities.getValue()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(capabilitiesStorageKey) ?? '{}')).toEqual({ api: 'https://api.test', list: [] });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('on a server fault keeps what it knew (or the spec alone) and asks again a minute later', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi({ [apiPaths.capabilities]: failWith(503, 'HTTP_503', 'x') });
    createCapabilityDiscovery(store, api, config, window.localStorage).ensure();
    await settled();
    expect(store.capabilities.getValue()).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[shell] E33 capability discovery failed; asking again later', expect.anything());
    api.answer(apiPaths.capabilities, () => ({ capabilities: ['tickets'] }));
    jest.advanceTimersByTime(discoveryRetryMs);
    await settled();
    expect(api.paths()).toEqual([apiPaths.capabilities, apiPaths.capabilities]);
    expect(store.capabilities.getValue()).toEqual(['tickets']);
    logged.mockRestore();
  });
});
