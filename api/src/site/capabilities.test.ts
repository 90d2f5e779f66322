import { capabilityNames, endpoints, type EndpointDef, type EndpointName } from '@member-site/shared/contract';
import { LineExchangeError } from '../line/client';
import { testApp } from '../app/test-app';
import { tableCapabilities } from './capabilities';
import { openApiPath, openApiPathOf, publicEndpoints } from './openapi';

const table = Object.entries(endpoints) as [EndpointName, EndpointDef][];

const listed = async (app: ReturnType<typeof testApp>['app']) => (await app.inject({ url: '/api/v1/website' })).json<{ capabilities: string[] }>().capabilities;

describe("the discovery answer: the website answer's capabilities", () => {
  it('lists every capability of the endpoint table, LINE Login only with a LINE client', async () => {
    const features = new Set(table.map(([, def]) => def.feature));
    const expected = capabilityNames.filter((name) => features.has(name));
    expect(tableCapabilities()).toEqual(expected);

    const { app } = testApp();
    expect(await listed(app)).toEqual(expected.filter((name) => name !== 'line'));

    const { app: withLine } = testApp({ lineDouble: true });
    expect(await listed(withLine)).toEqual(expected);
    const { app: withClient } = testApp({
      lineClient: { exchange: async () => Promise.reject(new LineExchangeError('not in this test')) },
    });
    expect(await listed(withClient)).toContain('line');
  });

  it("serves every listed capability's endpoints", async () => {
    const { app } = testApp({ lineDouble: true });
    const capabilities = await listed(app);
    for (const [name, def] of table.filter(([, def]) => capabilities.includes(def.feature))) {
      const answer = await app.inject({ method: def.method, url: def.path, ...(def.method === 'POST' ? { payload: {} } : {}) });
      expect({ name, status: answer.statusCode }).not.toEqual({ name, status: 404 });
      expect(answer.statusCode).not.toBe(405);
    }
  });
});

describe('the OpenAPI document', () => {
  type Operation = { operationId: string; tags: string[]; 'x-feature': string; security?: unknown[]; responses: Record<string, unknown> };

  it('describes every endpoint of the table once, with its feature', async () => {
    const { app } = testApp();
    const answer = await app.inject({ url: openApiPath });
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      'x-capabilities': Record<string, string>;
      info: { description: string };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document['x-capabilities'])).toEqual(capabilityNames);
    expect(document.info.description).toContain('section-7');

    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations).toHaveLength(table.length);
    for (const [name, def] of table) {
      const found = operations.filter(({ op }) => op.operationId === name);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ path: openApiPathOf(def.path), method: def.method, op: { 'x-feature': def.feature, tags: [def.feature] } });
      expect(found[0]?.op.responses).toHaveProperty(String(def.status ?? 200));
      expect(found[0]?.op.responses).toHaveProperty('default');
      if (def.feature === 'section-7') expect(found[0]?.op.tags).toEqual(['section-7']);
    }
    // Two methods on one path are one path item.
    expect(Object.keys(document.paths[endpoints.withdrawOptions.path] ?? {}).sort()).toEqual(['get', 'post']);
    // No TypeBox internals in the schemas.
    expect(answer.body).not.toContain('~kind');
  });

  it('asks for the bearer token exactly where the API does', async () => {
    const { app } = testApp({ lineDouble: true });
    const document = (await app.inject({ url: openApiPath })).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const [name, def] of table) {
      const op = document.paths[openApiPathOf(def.path)]?.[def.method.toLowerCase()];
      const anonymous = await app.inject({ method: def.method, url: def.path, ...(def.method === 'POST' ? { payload: {} } : {}) });
      if (def.feature === 'staff') {
        // A staff session, never the member's bearer (staff/access.ts); the sign-in itself is open.
        const open = def.permission === 'public';
        if (app.hasRoute({ method: def.method, url: def.path })) expect({ name, status: anonymous.statusCode === 401 }).toEqual({ name, status: !open });
        expect(op?.security).toEqual(open ? undefined : [{ staff: [] }]);
      } else if (publicEndpoints.has(name)) {
        expect({ name, status: anonymous.statusCode }).not.toEqual({ name, status: 401 });
        expect(op?.security === undefined || JSON.stringify(op.security).includes('{}')).toBe(true);
      } else {
        expect({ name, status: anonymous.statusCode }).toEqual({ name, status: 401 });
        expect(op?.security).toEqual([{ bearer: [] }]);
      }
    }
  });
});
