import { apiPaths } from '@member-site/shared';
import { createFakeApi, failWith } from '@member-site/shared/testing';
import { capabilitiesStorageKey, startCapabilities } from './capabilities';
import { createSessionStore } from './session-store';
import { loadSiteData, websiteRetryMs } from './site-data';

// The site learns what the API offers beyond section 7 from the website answer (ADR 0029).

const config = { apiUrl: 'https://api.test', siteTitle: 'x', gameOrigins: [] };
const site = { [apiPaths.theme]: () => [], [apiPaths.contactUs]: () => ({ url: '' }) };

async function settled(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('capabilities', () => {
  it("take the operator's list from config.json over the API's", async () => {
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi({ ...site, [apiPaths.website]: () => ({ registerMode: '2', capabilities: ['tickets'] }) });
    loadSiteData(store, api, startCapabilities(store, { ...config, capabilities: ['deposit'] }, window.localStorage));
    expect(store.capabilities.getValue()).toEqual(['deposit']);
    await settled();
    expect(store.capabilities.getValue()).toEqual(['deposit']);
  });

  it('come with the website answer, at no request of their own, and are kept for the next load of the same API', async () => {
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi({ ...site, [apiPaths.website]: () => ({ registerMode: 2, capabilities: ['deposit', 'withdraw', 'from-a-newer-site'] }) });
    loadSiteData(store, api, startCapabilities(store, config, window.localStorage));
    expect(store.capabilities.getValue()).toBeNull();
    await settled();
    expect(store.capabilities.getValue()).toEqual(['deposit', 'withdraw']);
    expect(store.website.getValue()?.registerMode).toBe('2');
    expect(api.paths().sort()).toEqual([apiPaths.contactUs, apiPaths.theme, apiPaths.website].sort());

    const next = createSessionStore(window.localStorage);
    startCapabilities(next, config, window.localStorage);
    expect(next.capabilities.getValue()).toEqual(['deposit', 'withdraw']);
    const otherApi = createSessionStore(window.localStorage);
    startCapabilities(otherApi, { ...config, apiUrl: 'https://other.test' }, window.localStorage);
    expect(otherApi.capabilities.getValue()).toBeNull();
  });

  it('are none when the website answer lists none: a spec-only API', async () => {
    const store = createSessionStore(window.localStorage);
    loadSiteData(store, createFakeApi({ ...site, [apiPaths.website]: () => ({ registerMode: '2' }) }), startCapabilities(store, config, window.localStorage));
    await settled();
    expect(store.capabilities.getValue()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(capabilitiesStorageKey) ?? '{}')).toEqual({ api: 'https://api.test', list: [] });
  });

  it('on a failed website answer stay what they were (or the spec alone), and the answer is asked for again a minute later', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore(window.localStorage);
    const api = createFakeApi({ ...site, [apiPaths.website]: failWith(503, 'HTTP_503', 'x') });
    loadSiteData(store, api, startCapabilities(store, config, window.localStorage));
    await settled();
    expect(store.capabilities.getValue()).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[shell] E16 website settings failed', expect.anything());
    api.answer(apiPaths.website, () => ({ registerMode: '2', capabilities: ['tickets'] }));
    jest.advanceTimersByTime(websiteRetryMs);
    await settled();
    expect(api.paths().filter((path) => path === apiPaths.website)).toHaveLength(2);
    expect(store.capabilities.getValue()).toEqual(['tickets']);
    logged.mockRestore();
  });
});
