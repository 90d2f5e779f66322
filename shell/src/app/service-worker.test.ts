/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// The service worker (shell/public/sw.js) run as the browser runs it, against a fake cache store:
// what it keeps, what it refuses to keep, and what it drops.

type Listener = (event: { request?: Request; respondWith?: (p: Promise<Response>) => void; waitUntil?: (p: Promise<unknown>) => void }) => void;

function loadWorker(release: string, answer: (request: Request) => Response) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name) as Map<string, Response>;
    return {
      match: async (request: Request) => entries.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => void entries.set(request.url, response),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  const caches = { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) };
  const fetched: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  const code = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8').replace("'__RELEASE__'", `'${release}'`);
  vm.runInNewContext(code, { self, caches, URL, fetch: async (request: Request) => (fetched.push(request.url), answer(request)) });
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Response | null> => {
    let answered: Promise<Response> | null = null;
    listeners.fetch?.({ request: new Request(url, { headers }), respondWith: (p) => (answered = p) });
    return answered ? await answered : null;
  };
  const activate = async () => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.activate?.({ waitUntil: (p) => (done = p) });
    await done;
  };
  return { get, activate, stores, fetched };
}

const js = (body = 'ok') => new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
const site = 'https://site.example';

describe('service worker', () => {
  it('keeps a hashed script it fetched and answers it from the cache next time', async () => {
    const worker = loadWorker('r1', () => js());
    await worker.get(`${site}/main.0123456789.js`);
    await worker.get(`${site}/main.0123456789.js`);
    expect(worker.fetched).toEqual([`${site}/main.0123456789.js`]);
    expect([...(worker.stores.get('member-site-static-r1')?.keys() ?? [])]).toEqual([`${site}/main.0123456789.js`]);
  });

  it("never keeps an answer whose type is not the file's: a host answering a missing chunk with its HTML page", async () => {
    const worker = loadWorker('r1', () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    const answer = await worker.get(`${site}/123.0123456789.js`);
    expect(await answer?.text()).toBe('<!doctype html>');
    expect(worker.stores.get('member-site-static-r1')?.size ?? 0).toBe(0);
    await worker.get(`${site}/123.0123456789.js`);
    expect(worker.fetched).toHaveLength(2);
  });

  it('leaves API answers, authorised requests and unhashed files to the network', async () => {
    const worker = loadWorker('r1', () => js());
    expect(await worker.get(`${site}/api/v1/credit.0123456789.js`)).toBeNull();
    expect(await worker.get(`${site}/main.0123456789.js`, { Authorization: 'Bearer t' })).toBeNull();
    expect(await worker.get(`${site}/remoteEntry.js`)).toBeNull();
    expect(await worker.get(`${site}/index.html`)).toBeNull();
  });

  it('drops the caches of earlier releases when a new release activates', async () => {
    const first = loadWorker('r1', () => js());
    await first.get(`${site}/main.0123456789.js`);
    const second = loadWorker('r2', () => js());
    for (const [name, entries] of first.stores) second.stores.set(name, entries);
    await second.get(`${site}/main.abcdef0123.js`);
    await second.activate();
    expect([...second.stores.keys()]).toEqual(['member-site-static-r2']);
  });

  it('keeps at most 300 files, dropping the oldest stored', async () => {
    const worker = loadWorker('r1', () => js());
    for (let i = 0; i < 305; i += 1) await worker.get(`${site}/${i}.${String(i).padStart(10, '0')}.js`);
    const kept = [...(worker.stores.get('member-site-static-r1')?.keys() ?? [])];
    expect(kept).toHaveLength(300);
    expect(kept[0]).toBe(`${site}/5.0000000005.js`);
  });
});
