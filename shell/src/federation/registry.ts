// The page's federation is shared with the back office (`@member-site/shared/federation`, ADR 0046).
export {
  loadRemoteApp,
  loadRemoteModule,
  pageStartDeadlineMs,
  prefetchRemotes,
  remoteLoadBudgetMs,
  remoteLoadMinimumMs,
  remoteLoadTimeoutMs,
  resetRemote,
  setupFederation,
  versionOf,
} from '@member-site/shared/federation';
