import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { capabilityNames, endpoints, type CapabilityName, type EndpointFeature } from '@member-site/shared/contract';
import { schemaOf } from '../platform/contract-route';
import { openApiDocument, openApiPath } from './openapi';

/**
 * The capabilities of the endpoint table (its `feature` values), in capabilities.ts order: what
 * an instance that registers every route of the table offers.
 */
export function tableCapabilities(): CapabilityName[] {
  const features = new Set<EndpointFeature>(Object.values(endpoints).map((endpoint) => endpoint.feature));
  return capabilityNames.filter((name) => features.has(name));
}

export interface DiscoveryRoutesOptions {
  /** The instance has a LINE client (a channel or the double): without one the exchange answers 503. */
  lineLogin: boolean;
}

/**
 * What this instance offers beyond section 7. Every route of the table is registered; only LINE
 * Login depends on the configuration.
 */
export function offeredCapabilities({ lineLogin }: DiscoveryRoutesOptions): CapabilityName[] {
  return tableCapabilities().filter((name) => name !== 'line' || lineLogin);
}

/** Public: the discovery answer (ADR 0029) and the OpenAPI document of the endpoint table. */
export const discoveryRoutes: FastifyPluginAsyncTypebox<DiscoveryRoutesOptions> = async (app, options) => {
  const answer = { capabilities: offeredCapabilities(options) };
  app.get(endpoints.capabilities.path, { schema: schemaOf(endpoints.capabilities) }, async () => answer);

  const document = JSON.stringify(openApiDocument());
  app.get(openApiPath, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
};
