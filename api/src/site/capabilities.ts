import { capabilityNames, endpoints, type CapabilityName, type EndpointFeature } from '@member-site/shared/contract';

// What this API offers beyond the spec's section 7 (ADR 0029): the website answer's
// `capabilities`, the site's discovery answer.

/**
 * The capabilities of the endpoint table (its `feature` values), in capabilities.ts order: what
 * an instance that registers every route of the table offers.
 */
export function tableCapabilities(): CapabilityName[] {
  const features = new Set<EndpointFeature>(Object.values(endpoints).map((endpoint) => endpoint.feature));
  return capabilityNames.filter((name) => features.has(name));
}

export interface CapabilityOptions {
  /** The instance has a LINE client (a channel or the double): without one the exchange answers 503. */
  lineLogin: boolean;
}

/**
 * What this instance offers beyond section 7. Every route of the table is registered; only LINE
 * Login depends on the configuration.
 */
export function offeredCapabilities({ lineLogin }: CapabilityOptions): CapabilityName[] {
  return tableCapabilities().filter((name) => name !== 'line' || lineLogin);
}
