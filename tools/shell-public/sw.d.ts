// Types for the shell's service worker (shell/public/sw.js; ./tsconfig.sw.json). lib.webworker types
// `self` as any worker's scope (WorkerGlobalScope); sw.js runs only as a service worker, whose scope
// (ServiceWorkerGlobalScope) has these too.

interface WorkerGlobalScope {
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
}

interface WorkerGlobalScopeEventMap {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
}
