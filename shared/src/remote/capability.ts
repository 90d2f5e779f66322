import type { CapabilityName } from '../contract/capabilities';
import { routes, type RouteName } from '../routes';
import type { SessionView, ValueStream } from './session-bus';
import { useStream } from './use-stream';

// What the site may do beyond the spec's section 7 (ADR 0029). Unknown (null) is not "off": a
// page waits for the answer rather than hide something an API offers, or call one it does not.

/** True when offered, false when not, null while not known yet. */
export function hasCapability(list: readonly CapabilityName[] | null | undefined, name: CapabilityName): boolean | null {
  // A shell older than capabilities gives no stream at all: it offered everything.
  if (list === undefined) return true;
  return list === null ? null : list.includes(name);
}

type CapabilityStream = ValueStream<readonly CapabilityName[] | null | undefined>;

const absent: CapabilityStream = { getValue: () => undefined, subscribe: () => ({ unsubscribe: () => undefined }) };

/** Before anything is known, as a prerendered page's HTML was rendered (ADR 0025). */
const unknownAtFirst = { value: null };

/**
 * The session's capability list as it changes (null while not known; undefined from a shell
 * older than capabilities, which offered everything). A prerendered page passes `prerendered`:
 * its hydration starts from "not known", as its HTML was rendered.
 */
export function useCapabilities(session: Pick<SessionView, 'capabilities'>, prerendered = false): readonly CapabilityName[] | null | undefined {
  const stream: CapabilityStream = (session.capabilities as CapabilityStream | undefined) ?? absent;
  return useStream(stream, prerendered ? unknownAtFirst : undefined);
}

/** One capability of the session, as it changes: true, false, or null while not known. */
export function useCapability(session: Pick<SessionView, 'capabilities'>, name: CapabilityName, prerendered = false): boolean | null {
  return hasCapability(useCapabilities(session, prerendered), name);
}

/** True when every one is offered, false when any is not, null while not known. */
export function hasCapabilities(list: readonly CapabilityName[] | null | undefined, names: readonly CapabilityName[]): boolean | null {
  const each = names.map((name) => hasCapability(list, name));
  return each.includes(false) ? false : each.includes(null) ? null : true;
}

/**
 * Whether a route's page can work: true without a capability or with it, false when the API
 * does not offer it, null while not known.
 */
export function routeAvailable(name: RouteName, list: readonly CapabilityName[] | null | undefined): boolean | null {
  const capability = routes[name].capability;
  return capability === undefined ? true : hasCapability(list, capability);
}
