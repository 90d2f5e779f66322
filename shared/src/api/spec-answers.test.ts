import { texts } from '../texts';
import { createFakeApi } from '../testing/fake-api';
import { authEndpoint, creditEndpoint, loginEndpoint } from '../contract/checks.generated';
import { read } from './client';
import {
  moneyText,
  readAuthUser,
  readBonusWallet,
  readCapabilities,
  readContactUs,
  readCredit,
  readGameLogin,
  readLogin,
  readMemberServiceLogin,
  readTheme,
  readWebsite,
  Refused,
  Unreadable,
} from './spec-answers';

// The shape fuzz table (ADR 0029): every section-7 answer in the spec's own shape, then with
// unknown fields added, wrapped in `data` (or unwrapped), each optional field removed, and
// numbers and strings swapped where the spec allows. The site reads each the same way; removing
// a required field is the documented Thai "malformed" message.

type Json = Record<string, unknown>;

interface Row {
  name: string;
  reader: (answer: unknown) => unknown;
  /** The answer as the spec writes it, and what the site reads from it. */
  base: Json | unknown[];
  expected: unknown;
  /** Field → what the site reads when that field is left out (it keeps working). */
  optional: Record<string, unknown>;
  /** Fields without which the answer cannot be used. */
  required: string[];
  /** Other values the spec allows for a field → what the site reads. */
  swaps: [field: string, value: unknown, expected: unknown][];
  /** A part the site keeps as it came (the member service's profile): extras there stay. */
  keptAsItCame?: boolean;
}

const user = { username: '0812345678', username2: 'DEMO01', password: 'sb-secret', web_agent_group: 'member', site_api: 'https://sb.example.com/' };
const userRead = { ...user, client_api: null, restriction: null };

const rows: Row[] = [
  {
    name: 'POST /api/v1/login',
    reader: readLogin,
    base: { accessToken: 'tok-1' },
    expected: { accessToken: 'tok-1' },
    optional: {},
    required: ['accessToken'],
    swaps: [['expiresIn', 3600, { accessToken: 'tok-1' }]],
  },
  {
    name: 'GET /api/v1/auth',
    reader: readAuthUser,
    base: user,
    expected: userRead,
    optional: {
      username2: { ...userRead, username2: '' },
      password: { ...userRead, password: '' },
      web_agent_group: { ...userRead, web_agent_group: '' },
      site_api: { ...userRead, site_api: '' },
    },
    required: ['username'],
    swaps: [
      ['username', 812345678, { ...userRead, username: '812345678' }],
      ['username2', null, { ...userRead, username2: '' }],
      ['client_api', 'https://member.example.com/', { ...userRead, client_api: 'https://member.example.com/' }],
    ],
  },
  {
    name: 'GET /api/v1/credit',
    reader: readCredit,
    base: { credit: '1500.50' },
    expected: '1500.50',
    optional: {},
    required: ['credit'],
    swaps: [
      ['credit', 1500.5, '1500.50'],
      ['credit', 1500, '1500.00'],
      ['credit', '1,500.50', '1500.50'],
      ['credit', '1500.505', '1500.51'],
      ['credit', 0.1 + 0.2, '0.30'],
    ],
  },
  {
    name: 'GET /api/v1/wallet',
    reader: readBonusWallet,
    base: { data: { balance: '120.50' } },
    expected: '120.50',
    optional: {},
    required: ['data.balance'],
    swaps: [
      ['data.balance', 120.5, '120.50'],
      ['data', { balance: 0 }, '0.00'],
    ],
  },
  {
    name: 'GET /api/v1/theme',
    reader: readTheme,
    base: [{ logo: 'https://cdn.example.com/logo.png', favicon: 'https://cdn.example.com/favicon.ico' }],
    expected: [{ logo: 'https://cdn.example.com/logo.png', favicon: 'https://cdn.example.com/favicon.ico', title: null }],
    optional: {
      '0.logo': [{ logo: '', favicon: 'https://cdn.example.com/favicon.ico', title: null }],
      '0.favicon': [{ logo: 'https://cdn.example.com/logo.png', favicon: '', title: null }],
    },
    required: [],
    swaps: [['0.title', 'สยามเบท', [{ logo: 'https://cdn.example.com/logo.png', favicon: 'https://cdn.example.com/favicon.ico', title: 'สยามเบท' }]]],
  },
  {
    name: 'GET /api/v1/contactus',
    reader: readContactUs,
    base: { url: 'https://line.me/R/ti/p/@site', url2: 'https://line.me/R/ti/p/@site24' },
    expected: { url: 'https://line.me/R/ti/p/@site', url2: 'https://line.me/R/ti/p/@site24' },
    optional: { url: { url: '', url2: 'https://line.me/R/ti/p/@site24' }, url2: { url: 'https://line.me/R/ti/p/@site', url2: null } },
    required: [],
    swaps: [
      ['url2', null, { url: 'https://line.me/R/ti/p/@site', url2: null }],
      ['url2', '', { url: 'https://line.me/R/ti/p/@site', url2: null }],
      ['url', null, { url: '', url2: 'https://line.me/R/ti/p/@site24' }],
    ],
  },
  {
    name: 'GET /api/v1/website',
    reader: readWebsite,
    base: { registerMode: '2' },
    expected: { registerMode: '2', affiliateEnabled: false, capabilities: [] },
    optional: { registerMode: { registerMode: '', affiliateEnabled: false, capabilities: [] } },
    required: [],
    swaps: [
      ['registerMode', 4, { registerMode: '4', affiliateEnabled: false, capabilities: [] }],
      ['registerMode', '3', { registerMode: '3', affiliateEnabled: false, capabilities: [] }],
      // The discovery answer of an API with extensions (ADR 0029).
      ['capabilities', ['deposit', 'withdraw'], { registerMode: '2', affiliateEnabled: false, capabilities: ['deposit', 'withdraw'] }],
    ],
  },
  {
    name: 'GET /lotto/login, GET /hotgraph/login, POST /api/v1/member/loginGame/hotgraph',
    reader: readGameLogin,
    base: { code: 0, url: 'https://games.example.com/play?t=1' },
    expected: { ok: true, url: 'https://games.example.com/play?t=1' },
    optional: { url: { ok: true, url: undefined }, code: { ok: false, message: null } },
    required: [],
    swaps: [
      ['code', '0', { ok: true, url: 'https://games.example.com/play?t=1' }],
      ['code', 5, { ok: false, message: null }],
      ['code', '5', { ok: false, message: null }],
      ['message', 'ปิดปรับปรุง', { ok: true, url: 'https://games.example.com/play?t=1' }],
    ],
  },
  {
    name: 'POST {client_api}spa/member/login',
    reader: readMemberServiceLogin,
    base: { code: 0, result: { access_token: 'ms-1', profile: { name: 'x' } } },
    expected: { accessToken: 'ms-1', profile: { name: 'x' } },
    optional: { 'result.profile': { accessToken: 'ms-1', profile: {} } },
    required: ['result.access_token'],
    keptAsItCame: true,
    swaps: [
      ['code', '0', { accessToken: 'ms-1', profile: { name: 'x' } }],
      ['code', 1, null],
    ],
  },
];

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Sets (or with `remove`, deletes) a dotted path such as `0.logo` or `data.balance`. */
function edit(answer: unknown, path: string, value?: unknown, remove = false): unknown {
  const copy = clone(answer);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target = copy as Json;
  for (const key of keys) target = target[key] as Json;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

/** Unknown fields at every level of the answer: an operator's API may send anything more. */
function withExtras(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withExtras);
  if (typeof answer !== 'object' || answer === null) return answer;
  const extended: Json = { extra_field: 'ไม่รู้จัก', vip: { level: 3 } };
  for (const [key, value] of Object.entries(answer)) extended[key] = withExtras(value);
  return extended;
}

/** The answer in the other common envelope: wrapped in `data`, or unwrapped from it. */
function rewrapped(answer: Json | unknown[]): unknown {
  if (!Array.isArray(answer) && typeof answer.data === 'object' && answer.data !== null) return answer.data;
  return { data: answer };
}

describe.each(rows)('$name', (row) => {
  it("reads the spec's own shape", () => {
    expect(row.reader(row.base)).toEqual(row.expected);
  });

  it('ignores unknown fields added at every level', () => {
    if (row.keptAsItCame) expect(row.reader(withExtras(row.base))).toMatchObject(row.expected as Json);
    else expect(row.reader(withExtras(row.base))).toEqual(row.expected);
  });

  it('reads it wrapped in `data` as well as unwrapped', () => {
    expect(row.reader(rewrapped(row.base))).toEqual(row.expected);
  });

  const optional = Object.entries(row.optional);
  if (optional.length > 0) {
    it.each(optional)('keeps working without the optional %s', (field, expected) => {
      expect(row.reader(edit(row.base, field, undefined, true))).toEqual(expected);
    });
  }

  if (row.swaps.length > 0) {
    it.each(row.swaps)('reads %s sent as %j', (field, value, expected) => {
      expect(row.reader(edit(row.base, field, value))).toEqual(expected);
    });
  }

  if (row.required.length > 0) {
    it.each(row.required)('cannot be used without the required %s', (field) => {
      expect(() => row.reader(edit(row.base, field, undefined, true))).toThrow(Unreadable);
    });
  }

  it.each([null, 'OK', 42, true])('refuses an answer that is not a record or a list (%j) without throwing anything else', (answer) => {
    try {
      row.reader(answer);
    } catch (error) {
      expect(error).toBeInstanceOf(Unreadable);
    }
  });
});

describe("GET /api/v1/auth's password_change_required (the reference API's extension, ADR 0050)", () => {
  it('reads true, also wrapped in `data`, and leaves the rest of the member as it was', () => {
    expect(readAuthUser({ ...user, password_change_required: true })).toEqual({ ...userRead, password_change_required: true });
    expect(readAuthUser({ data: { ...user, password: '', password_change_required: true } })).toEqual({
      ...userRead,
      password: '',
      password_change_required: true,
    });
  });

  it.each([false, 'true', 1, 'yes', null, {}, []])('ignores %j: no flag, as from an operator API that never sends it', (value) => {
    const read = readAuthUser({ ...user, password_change_required: value });
    expect(read).toStrictEqual(readAuthUser(user));
    expect('password_change_required' in read).toBe(false);
  });
});

describe('a required field missing, as the member meets it', () => {
  it('is the documented Thai "malformed" message, logged by endpoint and reason only', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      '/api/v1/login': () => ({ token_type: 'Bearer', secret: 'leak' }),
      '/api/v1/auth': () => ({ data: { username2: 'D' } }),
      '/api/v1/credit': () => ({ balance: '5.00' }),
    });
    for (const run of [
      () => read(api, loginEndpoint, readLogin, { body: { username: 'u', password: 'p' } }),
      () => read(api, authEndpoint, readAuthUser),
      () => read(api, creditEndpoint, readCredit),
    ]) {
      await expect(run()).rejects.toMatchObject({ name: 'ApiError', code: 'MALFORMED', message: texts.malformedAnswer });
    }
    expect(logged.mock.calls.map(([line]) => line)).toEqual([
      '[shared] E3 malformed answer from login: login: accessToken missing or empty',
      '[shared] E3 malformed answer from auth: auth: username missing or empty',
      '[shared] E3 malformed answer from credit: credit: credit missing or not an amount',
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/leak/);
    logged.mockRestore();
  });

  it("is the server's own message when a 2xx login answer has no token but says why", async () => {
    expect(() => readLogin({ code: 1, msg: 'รหัสผ่านไม่ถูกต้อง' })).toThrow(Refused);
    const api = createFakeApi({ '/api/v1/login': () => ({ status: false, message: 'บัญชีถูกระงับ' }) });
    await expect(read(api, loginEndpoint, readLogin, { body: { username: 'u', password: 'p' } })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'REFUSED',
      message: 'บัญชีถูกระงับ',
    });
  });
});

describe('the answers whose body the site does not read', () => {
  it.each([undefined, {}, 'OK', { ok: true }, { status: 'success', data: null }])('a 2xx logout or event-log answer of %j is success', async (body) => {
    const api = createFakeApi({ '/api/v1/logout': () => body, '/api/v1/event-log': () => body });
    const { logout, sendEventLog } = await import('./session');
    await expect(logout(api)).resolves.toBeUndefined();
    await expect(sendEventLog(api, '/playgame', 'jest')).resolves.toBeUndefined();
  });
});

describe('theme envelopes', () => {
  const record = { logo: 'https://x/l.png', favicon: 'https://x/f.ico' };
  const read1 = [{ ...record, title: null }];
  it.each([
    ['a bare list', [record]],
    ['a list in data', { data: [record] }],
    ['a record in data', { data: record }],
    ['one record', record],
  ])('reads %s', (_shape, answer) => {
    expect(readTheme(answer)).toEqual(read1);
  });

  it('reads an empty list, null data and items that are not records as no theme', () => {
    expect(readTheme([])).toEqual([]);
    expect(readTheme({ data: null })).toEqual([]);
    expect(readTheme([null, 'x', record])).toEqual(read1);
  });
});

describe('money, read exactly', () => {
  it.each([
    ['1500', '1500.00'],
    [' 1500.5 ', '1500.50'],
    ['12,345,678.905', '12345678.91'],
    [1e21, '1000000000000000000000.00'],
    [5e-7, '0.00'],
    [-0.005, '-0.01'],
  ])('%j → %s', (value, expected) => {
    expect(moneyText(value)).toBe(expected);
  });

  it.each(['', 'lots', '1.2.3', '1,23.00', NaN, Infinity, null, {}])('%j is not an amount', (value) => {
    expect(moneyText(value)).toBeNull();
  });
});

describe("the discovery answer: the website answer's capabilities", () => {
  it.each([
    ['the reference shape', { capabilities: ['deposit', 'withdraw'] }],
    ['a bare list', ['deposit', 'withdraw']],
    ['a list in data', { data: ['deposit', 'withdraw'] }],
    ['the reference shape in data', { data: { capabilities: ['deposit', 'withdraw'] } }],
    ['a map of name to true', { deposit: true, withdraw: true, tickets: false }],
  ])('reads %s', (_shape, answer) => {
    expect(readCapabilities(answer)).toEqual(['deposit', 'withdraw']);
  });

  it('ignores names it does not know, duplicates and junk: a spec-only API offers nothing', () => {
    expect(readCapabilities({ capabilities: ['deposit', 'teleport', 3, 'deposit'] })).toEqual(['deposit']);
    expect(readCapabilities('<html>Not Found</html>')).toEqual([]);
    expect(readCapabilities(undefined)).toEqual([]);
    expect(readCapabilities({ capabilities: 'deposit' })).toEqual([]);
  });
});
