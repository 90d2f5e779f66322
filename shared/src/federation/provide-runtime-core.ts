import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What a remote's `@module-federation/runtime` takes from runtime-core: exactly its imports in
 * the installed version (ADR 0026). Remotes are built with `externalRuntime` and read this object
 * from the global `_FEDERATION_RUNTIME_CORE` instead of carrying their own copy (about 11 KB gzip
 * each). Named imports, not MF's own inject plugin: that one takes the CommonJS build and the
 * whole namespace, a second runtime-core in the host's first script (+22 KB gzip).
 */
const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** A host's runtime plugin (the shell's, the back office's): publishes runtime-core before any remote entry can run. */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
