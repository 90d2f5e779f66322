import type { FastifyPluginAsync } from 'fastify';
import { ApiErrorBody, capabilities, endpoints, type EndpointDef, type EndpointName } from '@member-site/shared/contract';

/** Where the API serves its OpenAPI document (public). */
export const openApiPath = '/api/v1/openapi.json';

/**
 * The endpoints that need no bearer token. Every other route of the table sits in a
 * requireMember scope (member/routes.ts), which answers 401 before anything else; a test holds
 * this list to what the routes do.
 */
export const publicEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'contactUs',
  'theme',
  'website',
  'login',
  'logout',
  'register',
  'registerAuto',
  'otpRequest',
  'otpVerify',
  'lineExchange',
  'gameCategories',
  'gameProviders',
  'games',
  'activities',
  'promotions',
  'memberServiceLogin',
  // Its single-use ticket is the credential (ADR 0062): EventSource cannot send a bearer header.
  'balanceStream',
]);

/** Endpoints that answer a stream of server-sent events, each event's data the response schema. */
const eventStreams: ReadonlySet<EndpointName> = new Set<EndpointName>(['balanceStream']);

/** Signing out works with or without a token; it revokes the one it is sent. */
const optionalBearer: ReadonlySet<EndpointName> = new Set<EndpointName>(['logout']);

type Json = Record<string, unknown>;

/** A TypeBox schema as plain JSON Schema: TypeBox's own (non-enumerable) keys left out. */
function jsonSchema(schema: unknown): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

const description = [
  'The member API of the site, generated from the endpoint table (shared/src/contract/endpoints.ts).',
  '',
  'Paths tagged `section-7` (`x-feature: section-7`) are what every operator API must offer: the',
  "spec's section 7. The site reads their answers liberally (a field or its `data` wrapper, a",
  "number or a numeric string, extra fields ignored); the schemas here are the reference API's exact",
  'answers, not the only ones the site accepts. Every other path belongs to the capability named in',
  'its `x-feature` (described in `x-capabilities`), which an API may or may not offer.',
  '',
  'The website answer (GET /api/v1/website) lists the capabilities an API offers in `capabilities`',
  '(`["deposit", …]`): the discovery answer. A spec-only API sends none, and the site hides or',
  'replaces every capability. `npm run conformance -- --api URL` checks an API against all this.',
].join('\n');

const memberServiceNote =
  "On the member service's base URL (the runtime configuration's clientApi, the auth answer's client_api), not the member API's; the reference API plays both.";

function operation(name: EndpointName, def: EndpointDef): Json {
  const status = String(def.status ?? 200);
  const op: Json = {
    operationId: name,
    tags: [def.feature],
    'x-feature': def.feature,
    summary: `${def.method} ${def.path} (${def.feature === 'section-7' ? "the spec's section 7" : `capability ${def.feature}`})`,
  };
  if (name === 'memberServiceLogin') op.description = memberServiceNote;
  if (def.query) {
    const query = jsonSchema(def.query);
    const properties = (query.properties ?? {}) as Record<string, Json>;
    const required = new Set((query.required ?? []) as string[]);
    op.parameters = Object.entries(properties).map(([key, schema]) => ({ name: key, in: 'query', required: required.has(key), schema }));
  }
  if (def.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(def.body) } } };
  op.responses = {
    [status]: {
      description: 'Success',
      content: { [eventStreams.has(name) ? 'text/event-stream' : 'application/json']: { schema: jsonSchema(def.response) } },
    },
    default: {
      description: 'An error: Thai `message` for the member, `code` for the page',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
    },
  };
  if (def.feature === 'staff') {
    // The back office's routes (ADR 0046): a staff session's token, never a member's; the sign-in itself is open.
    if (def.permission !== 'public') op.security = [{ staff: [] }];
    op['x-staff-permission'] = def.permission ?? 'session';
  } else if (!publicEndpoints.has(name)) op.security = [{ bearer: [] }];
  else if (optionalBearer.has(name)) op.security = [{ bearer: [] }, {}];
  return op;
}

/** Fastify's `:param` as OpenAPI's `{param}`. */
export const openApiPathOf = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the endpoint table; built once at start-up. */
export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const path = openApiPathOf(def.path);
    const item = (paths[path] ??= {});
    item[def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Member API', version: '1.0.0', description },
    'x-capabilities': { ...capabilities },
    tags: [
      { name: 'section-7', description: "The spec's section 7: every operator API offers these." },
      ...Object.entries(capabilities).map(([name, text]) => ({ name, description: `Capability: ${text}` })),
    ],
    paths,
    components: {
      schemas: { ApiErrorBody: jsonSchema(ApiErrorBody) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The accessToken of POST /api/v1/login.' },
        staff: { type: 'http', scheme: 'bearer', description: 'A staff session: the token of POST /api/staff/login/code (or /login/enrol).' },
      },
    },
  };
}

/** The document as served: the same for every app this process builds. */
let served: string | null = null;

/** Public: the OpenAPI document of the endpoint table. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = (served ??= JSON.stringify(openApiDocument()));
  app.get(openApiPath, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
};
