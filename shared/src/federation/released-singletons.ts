import { registerGlobalPlugins } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * A shared singleton (React, react-router-dom, sweetalert2) is taken as the page has it, without
 * MF's check, in the browser, of each app's `requiredVersion` against it (ADR 0039). The release
 * tool makes that check before a version goes live (`compatibilityProblems` in
 * tools/release/registry.mjs), and MF's own check only warned. The browser's check cost the
 * start about 5 ms of main thread (MF's semver builds its regular expressions on every call),
 * inside the tasks that Lighthouse counts as blocking.
 */
function resolveReleasedSingleton(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const shared = shareInfo.shareConfig?.singleton ? shareScopeMap[scope]?.[pkgName]?.[version] : undefined;
  // Anything else (not a singleton, nothing registered under that version) keeps MF's resolver.
  if (shared) args.resolver = () => ({ shared, useTreesShaking: false });
  return args;
}

/**
 * A host's runtime plugin (made once, as the host's federation starts). Registered globally
 * too, so every remote's federation instance, created after, has it.
 */
export default function releasedSingletons(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = { name: 'released-singletons', resolveShare: resolveReleasedSingleton };
  registerGlobalPlugins([plugin]);
  return plugin;
}
