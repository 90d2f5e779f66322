// `@member-site/shared/federation`: how a host (the member site's shell, the staff back office,
// ADR 0046) reads its remotes.json, picks each remote's version (live, canary, preview), loads it
// with time limits and integrity checks, and drives its parcel. Not in the main entry: only hosts
// need it, and no remote bundle should carry it.
export { parseRemotesConfig, type ReleaseRegistry, type RemoteRelease } from './remotes-config';
export { fetchRuntimeFile } from './runtime-file';
export { previewChoice, previewKey, previewParam, verifyPreviewToken, type PreviewChoice } from './preview';
export { bucketKey, chooseRemotes, hasCanary, pageStorage, releaseBucket, releaseChoice, type ReleaseChoice } from './release-choice';
export { checkedManifest, integrityOfFile, sriOf } from './integrity';
export { manifestTimeoutMs, scriptTimeoutMs, timeoutPlugin, type SourceOf } from './timeout-plugin';
export {
  hostApp,
  loadRemoteApp,
  loadRemoteModule,
  pageStartDeadlineMs,
  prefetchRemotes,
  remoteLoadBudgetMs,
  remoteLoadMinimumMs,
  remoteLoadTimeoutMs,
  resetRemote,
  setHostApp,
  setupFederation,
  versionOf,
} from './registry';
export { mountPage, type ParcelDriver } from './parcel-driver';
