import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { StreamTicket, WithdrawalRecord } from '@member-site/shared/contract';
import { demoMember } from '../member/demo';
import { freshKey, operatorKey, walletTest, type WalletTest } from '../app/testing/wallet';
import { sharedTestDatabase, siteOrigin, testApp, testAppAt, testDialect } from '../app/test-app';

// Capability balance-push (issue 38, ADR 0062): a single-use ticket bought with the bearer token
// opens the member's event stream; every ledger change, settled withdrawal and answered ticket
// reaches it at once, a resumed stream misses nothing, and the stream ends with its session.

const ticketPath = '/api/v1/wallet/balance-stream/tickets';
const streamPath = '/api/v1/wallet/balance-stream';

interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** A stream read over real HTTP: its events as they come, heartbeats counted. */
interface OpenedStream {
  status: number;
  header(name: string): string | null;
  /** The next event, waiting at most `ms`. */
  next(ms?: number): Promise<StreamEvent>;
  /** Events received and not yet taken. */
  readonly pending: StreamEvent[];
  heartbeats(): number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Every stream a test opened: closed after it, whatever it asserted. */
const opened: ClientRequest[] = [];

/** Opens the stream over real HTTP (its own connection, closed by `close`), reading it as an `EventSource` would. */
async function openStream(base: string, query: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(`${base}${streamPath}?${query}`, { agent: false, headers: { origin: siteOrigin, ...headers } }, resolve);
    request.on('error', reject);
    opened.push(request);
  });
  const request = opened[opened.length - 1] as ClientRequest;
  const pending: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let beats = 0;
  let buffer = '';
  const ended = new Promise<void>((resolve) => {
    response.on('close', resolve);
    response.on('end', resolve);
  });
  response.setEncoding('utf8');
  response.on('error', () => undefined);
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (block.startsWith(':')) beats += 1;
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      if (response.statusCode === 200 && fields.event)
        pending.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? '{}') as Record<string, unknown> });
      waiters.splice(0).forEach((wake) => wake());
    }
  });
  const header = (name: string): string | null => {
    const value = response.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    status: response.statusCode ?? 0,
    header,
    pending,
    heartbeats: () => beats,
    ended,
    close: () => request.destroy(),
    async next(ms = 2000) {
      const deadline = Date.now() + ms;
      while (pending.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return pending.shift() as StreamEvent;
    },
  };
}

async function ticketFor(t: Pick<WalletTest, 'post'>): Promise<string> {
  const answer = await t.post(ticketPath);
  expect(answer.statusCode).toBe(201);
  return (answer.json() as StreamTicket).ticket;
}

const credit = (t: WalletTest, transRef: string, amount: string) =>
  t.operator('/api/operator/bank-statement', { transRef, fromBank: 'SCB', fromAccount: '4071234567', amount });

describe('the member event stream', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    opened.splice(0).forEach((request) => request.destroy());
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  async function startApi(overrides: Parameters<typeof walletTest>[0] = {}): Promise<{ t: WalletTest; base: string }> {
    const t = await walletTest({ now: Date.now, ...overrides });
    apps.push(t.app);
    return { t, base: await listen(t.app) };
  }

  it('a ticket is sold for a bearer only, opens one stream once, and lives a minute at most', async () => {
    let now = Date.now();
    const { t, base } = await startApi({ now: () => now });
    expect((await t.app.inject({ method: 'POST', url: ticketPath })).statusCode).toBe(401);
    const answer = await t.post(ticketPath);
    expect(answer.statusCode).toBe(201);
    const { ticket, expiresInSeconds } = answer.json() as StreamTicket;
    expect(expiresInSeconds).toBeLessThanOrEqual(60);
    // Opaque: nothing in it reads as the member.
    expect(Buffer.from(ticket, 'base64url').toString('latin1')).not.toContain(demoMember.username);

    const stream = await openStream(base, `ticket=${ticket}`);
    expect(stream.status).toBe(200);
    expect(stream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.header('cache-control')).toBe('no-store');
    expect(stream.header('access-control-allow-origin')).toBe(siteOrigin);
    // It opens with the balance now, and the id to resume from.
    expect(await stream.next()).toEqual({ id: expect.stringMatching(/^[0-9]+$/), event: 'balance', data: { credit: '1500.00', bonusWallet: '120.50' } });
    stream.close();

    const again = await openStream(base, `ticket=${ticket}`);
    expect(again.status).toBe(401);
    const late = await ticketFor(t);
    now += 61_000;
    expect((await openStream(base, `ticket=${late}`)).status).toBe(401);
    expect((await openStream(base, `ticket=${'A'.repeat(43)}`)).status).toBe(401);
    expect((await openStream(base, 'ticket=not%20a%20ticket')).status).toBe(400);
  });

  it('a credit, a bonus, a paid and a rejected withdrawal and an answered ticket reach the stream at once', async () => {
    const { t, base } = await startApi();
    const stream = await openStream(base, `ticket=${await ticketFor(t)}`);
    const opened = await stream.next();

    const started = Date.now();
    await credit(t, 'PUSH000000000001', '200.00');
    const credited = await stream.next();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(credited.event).toBe('balance');
    expect(credited.data).toEqual({ credit: '1700.00' });
    expect(Number(credited.id)).toBeGreaterThan(Number(opened.id));

    expect((await t.post('/api/v1/account/promotion-code', { code: 'WELCOME50' })).statusCode).toBe(201);
    expect(await stream.next()).toMatchObject({ event: 'balance', data: { credit: '1700.00', bonusWallet: '170.50' } });

    const paid = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    expect(await stream.next()).toMatchObject({ event: 'balance', data: { credit: '1600.00' } });
    await t.operator(`/api/operator/withdrawals/${paid.id}/pay`);
    expect(await stream.next()).toMatchObject({ event: 'notice', data: { kind: 'withdrawal-paid', amount: '100.00' } });

    const second = await t.post('/api/v1/wallet/withdraw', { amount: '150', idempotencyKey: freshKey() });
    expect(second.json()).toMatchObject({ status: 'pending' });
    const rejected = second.json() as WithdrawalRecord;
    await stream.next();
    await t.operator(`/api/operator/withdrawals/${rejected.id}/reject`, { reason: 'บัญชีไม่ตรง <b>x</b>' });
    expect(await stream.next()).toMatchObject({ event: 'balance', data: { credit: '1600.00' } });
    expect(await stream.next()).toMatchObject({ event: 'notice', data: { kind: 'withdrawal-rejected', amount: '150.00', reason: 'บัญชีไม่ตรง <b>x</b>' } });

    const ticket = (await t.post('/api/v1/account/tickets', { category: 'deposit', message: 'ยอดไม่เข้า' })).json() as { id: string };
    await t.operator(`/api/operator/tickets/${ticket.id}/reply`, { message: 'ตรวจสอบแล้วครับ' });
    expect(await stream.next()).toMatchObject({ event: 'notice', data: { kind: 'ticket-answered' } });
    // Ids only grow.
    stream.close();
  });

  it('a stream opened again from its last event gets what it missed, in order, and nothing twice', async () => {
    const { t, base } = await startApi();
    const first = await openStream(base, `ticket=${await ticketFor(t)}`);
    const seen = await first.next();
    first.close();
    await credit(t, 'PUSH000000000002', '10.00');
    await credit(t, 'PUSH000000000003', '20.00');

    const resumed = await openStream(base, `ticket=${await ticketFor(t)}&lastEventId=${seen.id}`);
    const a = await resumed.next();
    const b = await resumed.next();
    expect([a.data, b.data]).toEqual([{ credit: '1510.00' }, { credit: '1530.00' }]);
    expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    await expect(resumed.next(300)).rejects.toThrow('no event');
    resumed.close();

    // The browser's own Last-Event-ID header says the same.
    const byHeader = await openStream(base, `ticket=${await ticketFor(t)}`, { 'last-event-id': a.id });
    expect((await byHeader.next()).data).toEqual({ credit: '1530.00' });
    await expect(byHeader.next(300)).rejects.toThrow('no event');
    byHeader.close();
  });

  it('between events a stream carries heartbeats only, and it ends with its session', async () => {
    const { t, base } = await startApi({ pushHeartbeatMs: 100 });
    const stream = await openStream(base, `ticket=${await ticketFor(t)}`);
    await stream.next();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(stream.heartbeats()).toBeGreaterThanOrEqual(2);
    expect(stream.pending).toEqual([]);

    await t.post('/api/v1/logout');
    expect(await stream.next()).toMatchObject({ event: 'expired' });
    await stream.ended;
  });

  it('a ticket bought before the sign-out opens nothing after it', async () => {
    const { t, base } = await startApi();
    const ticket = await ticketFor(t);
    await t.post('/api/v1/logout');
    expect((await openStream(base, `ticket=${ticket}`)).status).toBe(401);
  });

  it('keeps one stream per browser in mind: a member holds eight at most, the oldest gives way', async () => {
    const { t, base } = await startApi();
    const streams: OpenedStream[] = [];
    for (let i = 0; i < 9; i += 1) streams.push(await openStream(base, `ticket=${await ticketFor(t)}`));
    const [oldest] = streams;
    const last = streams[8] as OpenedStream;
    await oldest?.ended;
    await credit(t, 'PUSH000000000004', '1.00');
    await last.next();
    expect((await last.next()).data).toEqual({ credit: '1501.00' });
    streams.forEach((stream) => stream.close());
  });

  it('the ticket never reaches the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { t, base } = await startApi({ logger: true, logStream });
    const ticket = await ticketFor(t);
    const stream = await openStream(base, `ticket=${ticket}`);
    await stream.next();
    stream.close();
    expect(lines.join('')).toContain(streamPath);
    expect(lines.join('')).not.toContain(ticket);
  });

  /**
   * Two processes of the API on one database: the holder (its timed read of the feed every
   * `holderFeedMs`) holds the demo member's stream; each credit is made through the other, and
   * must reach the stream within a second.
   */
  async function creditsThroughTheOther(holderFeedMs: number, credits: string[]): Promise<void> {
    const location = await sharedTestDatabase();
    try {
      const holder = testAppAt(location, { operatorKey, pushFeedMs: holderFeedMs });
      await holder.app.ready();
      const other = testAppAt(location, { operatorKey, seedDemoMembers: false });
      apps.push(holder.app, other.app);
      const base = await listen(holder.app);
      const login = await holder.app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember });
      const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
      const ticket = (await holder.app.inject({ method: 'POST', url: ticketPath, headers })).json() as StreamTicket;
      const stream = await openStream(base, `ticket=${ticket.ticket}`);
      await stream.next();
      for (const [index, credit] of credits.entries()) {
        const started = Date.now();
        await other.app.inject({
          method: 'POST',
          url: '/api/operator/bank-statement',
          headers: { 'x-operator-key': operatorKey },
          payload: { transRef: `PUSHOTHER${holderFeedMs}X${index}`, fromBank: 'SCB', fromAccount: '4071234567', amount: '5.00' },
        });
        expect((await stream.next()).data).toEqual({ credit });
        expect(Date.now() - started).toBeLessThan(1000);
      }
      stream.close();
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
    }
  }

  it('a change made by another process of the API reaches the stream this one holds', async () => {
    await creditsThroughTheOther(50, ['1505.00']);
  });

  // The holder's timed read is a minute away: only the other process's NOTIFY can bring the events.
  (testDialect === 'postgres' ? it : it.skip)("on PostgreSQL another process's change wakes the stream at once, not at the next timed read", async () => {
    await creditsThroughTheOther(60_000, ['1505.00', '1510.00']);
  });

  it('is offered in the website answer', async () => {
    const { app } = testApp();
    apps.push(app);
    expect(((await app.inject({ url: '/api/v1/website' })).json() as { capabilities: string[] }).capabilities).toContain('balance-push');
  });
});
