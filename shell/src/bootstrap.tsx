import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, setPublishedRoutes, startHistory } from '@member-site/shared';
import { installChunkReloadGuard } from './app/chunk-reload';
import { nextTask } from './app/next-task';
import { registerServiceWorker } from './app/service-worker';
import { releaseChoice } from '@member-site/shared/federation';
import { loadRuntimeConfig } from './config/runtime-config';
import { setupFederation } from './federation/registry';
import { preloadMemberChrome } from './layouts/layouts';
import { startCapabilities } from './session/capabilities';
import { createSession } from './session/session';
import { createSessionStore } from './session/session-store';
import { applyFavicon, loadSiteData } from './session/site-data';

/**
 * The shell's start, in steps that are tasks of their own (`nextTask`): on a prerendered page
 * the member may already be reading and tapping, and no step should hold the main thread for
 * long (issue 21; `node tools/bench/trace.mjs` shows the tasks).
 */
async function start(): Promise<void> {
  // This module's imports (React among them) have just run in this task.
  await nextTask();
  installChunkReloadGuard();
  const store = createSessionStore(window.localStorage);
  // A member's first page needs the member chrome: fetched alongside the runtime config.
  const chrome = store.accessToken.getValue() ? preloadMemberChrome() : undefined;
  const runtimeConfig = loadRuntimeConfig();
  await nextTask();
  // The app's modules (the router, the layouts, single-spa) load alongside the config, and run
  // in a task of their own when they arrive.
  const app = import(/* webpackChunkName: "app" */ './app/App');
  const { config, registry } = await runtimeConfig;
  const chosen = await releaseChoice(registry);
  setupFederation(chosen);
  // Each remote's pages are routed as its chosen version published them (ADR 0057).
  setPublishedRoutes(Object.fromEntries(Object.entries(chosen).map(([remote, source]) => [remote, source.routes])));
  await chrome;
  await nextTask();
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getToken: () => store.accessToken.getValue(),
    // Every member call, not only the credit poll, goes through the one session-expired path.
    onUnauthorized: () => session.expireSession(),
    // Its own chunk: only a member on a break or whose password staff reset meets a 423 (ADR 0050).
    onLocked: (error) => void import('./chrome/password-change').then(({ onLocked }) => onLocked(session, error)),
  });
  const session = createSession(store, api);
  loadSiteData(session, api, startCapabilities(store, config, window.localStorage));
  applyFavicon(session);
  await nextTask();
  void session.refreshUser();
  startHistory();
  const { App } = await app;
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('[shell] E22 #root missing');
  // Rendered in a transition: React renders it in slices with the main thread free between them.
  const root = createRoot(container);
  startTransition(() => root.render(<App session={session} api={api} config={config} />));
  registerServiceWorker();
}

void start();
