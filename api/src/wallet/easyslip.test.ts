import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEasySlipVerifier, satangOfBaht } from './easyslip';

// EasySlip's v1 verify-by-payload, played by a local HTTP server: real requests, no network.

interface Seen {
  url: string;
  authorization: string | undefined;
}

type Handler = (request: IncomingMessage) => { status: number; body: unknown } | 'hang' | 'drop';

let server: Server;
let base: string;
let handler: Handler;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const answer = handler(request);
    if (answer === 'hang') return;
    if (answer === 'drop') {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/verify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const key = 'easyslip-key-0123456789';
const verifier = (timeoutMs = 2000) => createEasySlipVerifier({ url: base, key, timeoutMs });

/** A successful answer as EasySlip documents it (v1 GET /verify). */
function slipAnswer(overrides: { amount?: unknown; date?: string; transRef?: string; senderBank?: object; receiverAccount?: object } = {}) {
  return {
    status: 200,
    data: {
      payload: '0041000600000101030040220014242082547BPM049885102TH9104E5BD',
      transRef: overrides.transRef ?? '014242082547BPM04988',
      date: overrides.date ?? '2026-11-23T10:15:30+07:00',
      countryCode: 'TH',
      amount: { amount: overrides.amount ?? 1250.5, local: { amount: 0, currency: '' } },
      fee: 0,
      sender: {
        bank: overrides.senderBank ?? { id: '014', name: 'ไทยพาณิชย์', short: 'SCB' },
        account: { name: { th: 'นาย ทดสอบ', en: 'MR. TEST' }, bank: { type: 'BANKAC', account: 'xxx-x-x3456-x' } },
      },
      receiver: {
        bank: { id: '004', name: 'กสิกรไทย', short: 'KBANK' },
        account: overrides.receiverAccount ?? { name: { th: 'บจก. สยามเบท' }, bank: { type: 'BANKAC', account: 'xxx-x-x6789-x' } },
      },
    },
  };
}

describe('EasySlip verifier', () => {
  it("asks with the payload and the bearer key, and maps the bank's answer", async () => {
    handler = () => ({ status: 200, body: slipAnswer() });
    const payload = '0041000600000101030140220014242082547BPM049885102TH9104E5BD';
    const answer = await verifier().verify(payload);
    expect(answer).toEqual({
      ok: true,
      transRef: '014242082547BPM04988',
      amountSatang: 125_050,
      senderAccount: { bankCode: 'SCB', accountNumber: 'xxx-x-x3456-x' },
      receiverAccount: { bankCode: 'KBANK', accountNumber: 'xxx-x-x6789-x' },
      sentAt: Date.UTC(2026, 10, 23, 3, 15, 30) / 1000,
    });
    expect(seen).toEqual([{ url: `/api/v1/verify?payload=${encodeURIComponent(payload)}`, authorization: `Bearer ${key}` }]);
  });

  it('keeps the PromptPay id a transfer was paid to', async () => {
    const receiverAccount = { name: { th: 'บจก. สยามเบท' }, proxy: { type: 'MSISDN', account: 'xxx-xxx-5678' } };
    handler = () => ({ status: 200, body: slipAnswer({ receiverAccount }) });
    expect(await verifier().verify('x')).toMatchObject({
      ok: true,
      receiverAccount: { bankCode: 'KBANK', accountNumber: '' },
      receiverPromptPay: 'xxx-xxx-5678',
    });
  });

  it('knows the banks by their short name when the id is not one it knows', async () => {
    handler = () => ({ status: 200, body: slipAnswer({ senderBank: { id: '999', short: 'ktb' } }) });
    expect(await verifier().verify('x')).toMatchObject({ ok: true, senderAccount: { bankCode: 'KTB' } });
    handler = () => ({ status: 200, body: slipAnswer({ senderBank: { id: '', short: 'NOPE' } }) });
    expect(await verifier().verify('x')).toMatchObject({ ok: true, senderAccount: { bankCode: '' } });
  });

  it.each([
    [404, { status: 404, message: 'slip_not_found' }],
    [400, { status: 400, message: 'invalid_payload' }],
  ])('answers "unknown" to %s', async (status, body) => {
    handler = () => ({ status, body });
    expect(await verifier().verify('not-a-slip')).toEqual({ ok: false, reason: 'unknown' });
  });

  it.each([
    ['a 500', (): ReturnType<Handler> => ({ status: 500, body: { status: 500, message: 'server_error' } })],
    ['a 401 (a wrong key)', (): ReturnType<Handler> => ({ status: 401, body: { status: 401, message: 'unauthorized' } })],
    ['a 403 (quota)', (): ReturnType<Handler> => ({ status: 403, body: { status: 403, message: 'quota_exceeded' } })],
    ['a dropped connection', (): ReturnType<Handler> => 'drop'],
    ['an answer that is not JSON', (): ReturnType<Handler> => ({ status: 200, body: '<html>' })],
    ['a 200 without a transRef', (): ReturnType<Handler> => ({ status: 200, body: slipAnswer({ transRef: '' }) })],
    ['a 200 with a bad date', (): ReturnType<Handler> => ({ status: 200, body: slipAnswer({ date: 'yesterday' }) })],
  ])('answers "unavailable" to %s, naming what happened without the key', async (_name, answer) => {
    handler = answer;
    const result = await verifier().verify('payload');
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(JSON.stringify(result)).not.toContain(key);
    expect(JSON.stringify(result)).not.toContain('payload=');
  });

  it('gives up after its time limit', async () => {
    handler = () => 'hang';
    const started = Date.now();
    expect(await verifier(300).verify('payload')).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    [1250.5, 125_050],
    [0.1, 10],
    [100, 10_000],
    [99999.99, 9_999_999],
  ])('converts %s baht to %s satang exactly', (baht, satang) => {
    expect(satangOfBaht(baht)).toBe(satang);
  });

  it.each([[0.1 + 0.2], [1.005], [-5], [Number.NaN], [Infinity], ['100'], [1e21]])('refuses %s baht (not a whole number of satang)', (baht) => {
    expect(satangOfBaht(baht)).toBeNull();
  });

  it('answers "unavailable" to an amount that is not whole satang', async () => {
    handler = () => ({ status: 200, body: slipAnswer({ amount: 0.1 + 0.2 }) });
    expect(await verifier().verify('x')).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
