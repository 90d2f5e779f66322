import { createRoot } from 'react-dom/client';
import { createApiClient, startHistory } from '@member-site/shared';
import { App } from './app/App';
import { installChunkReloadGuard } from './app/chunk-reload';
import { registerServiceWorker } from './app/service-worker';
import { releaseChoice } from './config/release-choice';
import { loadRuntimeConfig } from './config/runtime-config';
import { setupFederation } from './federation/registry';
import { preloadMemberChrome } from './layouts/layouts';
import { startCapabilities } from './session/capabilities';
import { createSession } from './session/session';
import { createSessionStore } from './session/session-store';
import { applyFavicon, loadSiteData } from './session/site-data';

async function start(): Promise<void> {
  installChunkReloadGuard();
  const store = createSessionStore(window.localStorage);
  // A member's first page needs the member chrome: fetched alongside the runtime config.
  const chrome = store.accessToken.getValue() ? preloadMemberChrome() : undefined;
  const { config, registry } = await loadRuntimeConfig();
  setupFederation(await releaseChoice(registry));
  await chrome;
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getToken: () => store.accessToken.getValue(),
    // Every member call, not only the credit poll, goes through the one session-expired path.
    onUnauthorized: () => session.expireSession(),
  });
  const session = createSession(store, api);
  loadSiteData(session, api, startCapabilities(store, config, window.localStorage));
  applyFavicon(session);
  void session.refreshUser();
  const container = document.getElementById('root');
  if (!container) throw new Error('[shell] E22 #root missing');
  startHistory();
  createRoot(container).render(<App session={session} api={api} config={config} />);
  registerServiceWorker();
}

void start();
