import type { EndpointDef } from '@member-site/shared/contract';
import type { TSchema } from 'typebox';

/** The Fastify route schema of an endpoint of the shared table (typed for the TypeBox type provider). */
export type ContractSchema<E extends EndpointDef> = (E extends { body: infer B extends TSchema } ? { body: B } : unknown) &
  (E extends { query: infer Q extends TSchema } ? { querystring: Q } : unknown) &
  (E extends { params: infer P extends TSchema } ? { params: P } : unknown) & {
    response: Record<E extends { status: infer S extends number } ? S : 200, E['response']>;
  };

/**
 * A route schema straight from the contract: ajv refuses a body or query the contract does not
 * allow, and the answer is serialised through the response schema, which doubles as an
 * allow-list (a column added to a table can never leak by accident).
 */
export function schemaOf<E extends EndpointDef>(endpoint: E): ContractSchema<E> {
  const schema: Record<string, unknown> = { response: { [endpoint.status ?? 200]: endpoint.response } };
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.params) schema.params = endpoint.params;
  return schema as ContractSchema<E>;
}
