import * as checks from '@member-site/shared/checks';
import { capabilityNames, endpoints, type CapabilityName, type EndpointDef, type EndpointName } from '@member-site/shared/contract';
import {
  parseBody,
  readAuthUser,
  readBonusWallet,
  readContactUs,
  readCredit,
  readGameLogin,
  readLogin,
  readMemberServiceLogin,
  readTheme,
  readWebsite,
  Refused,
  Unreadable,
} from '@member-site/shared/spec-answers';
import { publicEndpoints } from '../site/openapi';

// The conformance check of an operator's API (ADR 0029): the spec's section 7 read by the very
// readers the site uses, then the capabilities the API lists, each probed with the site's own
// generated answer check. "ok" means the site can read it. No password or token is ever printed.

export interface ConformanceOptions {
  /** The member API's base URL. */
  api: string;
  /** A member to sign in with; without one, the member rows are skipped. */
  user?: string;
  password?: string;
  /** The member service's base URL (the spec's {client_api}); its login is probed only with it. */
  clientApi?: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
}

export type Status = 'ok' | 'missing' | 'malformed' | 'failed' | 'skipped';

export interface Verdict {
  status: Status;
  detail?: string;
}

/** `yes`: the run fails without it; `trading`: one of the two trading forms must be ok; `no`: reported only. */
export type Requirement = 'yes' | 'trading' | 'no';

export interface SpecRow {
  method: 'GET' | 'POST';
  path: string;
  required: Requirement;
  verdict: Verdict;
}

export interface CapabilityRow {
  name: CapabilityName;
  offered: boolean;
  /** For an offered capability: what its probe found ('ok' or where it went wrong). */
  probe?: { status: 'answers ok' | 'routes present' | 'not probed' | 'malformed' | 'missing' | 'failed'; path?: string; detail?: string };
}

export interface ConformanceReport {
  api: string;
  signedIn: boolean;
  spec: SpecRow[];
  /** How the discovery answer went: listed, or why the API counts as spec-only. */
  discovery: string;
  capabilities: CapabilityRow[];
  exitCode: number;
}

// HTTP -------------------------------------------------------------------------------------------

type Outcome = { kind: 'answer'; status: number; body: unknown } | { kind: 'error'; detail: string };

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function networkDetail(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network: ${cause.code}` : 'network';
}

interface Request {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  body?: unknown;
}

async function send({ method, url, token, body }: Request, timeoutMs: number): Promise<Outcome> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // As the site: a POST always carries a JSON body, `{}` when it has nothing to say.
  const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    return { kind: 'answer', status: response.status, body: parseBody(await response.text()) };
  } catch (error) {
    return { kind: 'error', detail: networkDetail(error) };
  }
}

/** The HTTP side of a verdict; null when the answer is a 2xx for the reader to judge. */
function httpVerdict(outcome: Outcome): Verdict | null {
  if (outcome.kind === 'error') return { status: 'failed', detail: outcome.detail };
  if (outcome.status === 404 || outcome.status === 405) return { status: 'missing', detail: `HTTP ${outcome.status}` };
  if (outcome.status < 200 || outcome.status > 299) return { status: 'failed', detail: `HTTP ${outcome.status}` };
  return null;
}

/** Reads a 2xx answer with a section-7 reader: Unreadable is malformed (its reason), Refused a refusal. */
function readWith<T>(outcome: Outcome, reader: (answer: unknown) => T): { verdict: Verdict; value?: T } {
  const http = httpVerdict(outcome);
  if (http || outcome.kind === 'error') return { verdict: http ?? { status: 'failed' } };
  try {
    return { verdict: { status: 'ok' }, value: reader(outcome.body) };
  } catch (error) {
    if (error instanceof Unreadable) return { verdict: { status: 'malformed', detail: error.reason } };
    if (error instanceof Refused) return { verdict: { status: 'failed', detail: `refused: ${error.message.slice(0, 120)}` } };
    throw error;
  }
}

/** A game login's verdict: a code other than 0 with a message is readable, so ok (refused). */
function gameLoginVerdict(outcome: Outcome): Verdict {
  const { verdict, value } = readWith(outcome, readGameLogin);
  if (!value || value.ok) return verdict;
  return { status: 'ok', detail: `refused: ${(value.message ?? 'no message').slice(0, 120)}` };
}

/** An answer the spec does not show (event-log, logout): any 2xx will do. */
function anyAnswer(outcome: Outcome): Verdict {
  return httpVerdict(outcome) ?? { status: 'ok' };
}

// Section 7 --------------------------------------------------------------------------------------

const needsUser: Verdict = { status: 'skipped', detail: 'needs --user' };

async function checkSpec(options: ConformanceOptions, timeoutMs: number): Promise<{ rows: SpecRow[]; token: string | null }> {
  const rows: SpecRow[] = [];
  const base = options.api;
  const get = (path: string, token?: string): Promise<Outcome> => send({ method: 'GET', url: join(base, path), token }, timeoutMs);
  const post = (path: string, body: unknown, token?: string): Promise<Outcome> => send({ method: 'POST', url: join(base, path), token, body }, timeoutMs);
  const row = (name: EndpointName, required: Requirement, verdict: Verdict): void => {
    rows.push({ method: endpoints[name].method, path: endpoints[name].path, required, verdict });
  };

  row('contactUs', 'yes', readWith(await get(endpoints.contactUs.path), readContactUs).verdict);
  row('theme', 'yes', readWith(await get(endpoints.theme.path), readTheme).verdict);
  row('website', 'yes', readWith(await get(endpoints.website.path), readWebsite).verdict);

  const memberRows: [EndpointName, Requirement][] = [
    ['auth', 'yes'],
    ['credit', 'yes'],
    ['wallet', 'yes'],
    ['eventLog', 'yes'],
    ['hotgraphLogin', 'trading'],
    ['hotgraphGameLogin', 'trading'],
    ['lottoLogin', 'yes'],
  ];
  const memberServiceRow = (verdict: Verdict): void => row('memberServiceLogin', 'no', verdict);
  const { user, password } = options;
  if (!user || password === undefined) {
    row('login', 'yes', needsUser);
    for (const [name, required] of memberRows) row(name, required, needsUser);
    memberServiceRow(options.clientApi ? needsUser : { status: 'skipped', detail: 'needs --client-api' });
    row('logout', 'yes', needsUser);
    return { rows, token: null };
  }

  const login = readWith(await post(endpoints.login.path, { username: user, password }), readLogin);
  row('login', 'yes', login.verdict);
  const token = login.value?.accessToken;
  if (!token) {
    const noSession: Verdict = { status: 'skipped', detail: 'no session: login not ok' };
    for (const [name, required] of memberRows) row(name, required, noSession);
    memberServiceRow(options.clientApi ? noSession : { status: 'skipped', detail: 'needs --client-api' });
    return { rows, token: null };
  }
  const auth = readWith(await get(endpoints.auth.path, token), readAuthUser);
  row('auth', 'yes', auth.verdict);
  row('credit', 'yes', readWith(await get(endpoints.credit.path, token), readCredit).verdict);
  row('wallet', 'yes', readWith(await get(endpoints.wallet.path, token), readBonusWallet).verdict);
  const eventLog = { ip_address: '{ip}', user_agent: 'member-site conformance check', last_entry: '/playgame' };
  row('eventLog', 'yes', anyAnswer(await post(endpoints.eventLog.path, eventLog, token)));
  row('hotgraphLogin', 'trading', gameLoginVerdict(await get(endpoints.hotgraphLogin.path, token)));
  // As the site sends them: the auth answer's username and `password` (the game and member-service credential).
  const credential = auth.value ? { username: auth.value.username, password: auth.value.password } : null;
  const noCredential: Verdict = { status: 'skipped', detail: 'auth answer not readable' };
  row(
    'hotgraphGameLogin',
    'trading',
    credential ? gameLoginVerdict(await post(endpoints.hotgraphGameLogin.path, { ...credential, isMobile: true }, token)) : noCredential,
  );
  row('lottoLogin', 'yes', gameLoginVerdict(await get(endpoints.lottoLogin.path, token)));

  if (!options.clientApi) memberServiceRow({ status: 'skipped', detail: 'needs --client-api' });
  else if (!credential) memberServiceRow(noCredential);
  else {
    const outcome = await send({ method: 'POST', url: join(options.clientApi, endpoints.memberServiceLogin.path), body: credential }, timeoutMs);
    const { verdict, value } = readWith(outcome, readMemberServiceLogin);
    memberServiceRow(verdict.status === 'ok' && value === null ? { status: 'failed', detail: 'refused: code not 0' } : verdict);
  }
  return { rows, token };
}

// Capabilities -----------------------------------------------------------------------------------

interface Probeable {
  name: EndpointName;
  method: 'GET' | 'POST';
  path: string;
  feature: string;
  check?: (value: unknown) => boolean;
}

/** The generated client endpoints (checks.generated.ts), by table name. */
const clientEndpoints: Probeable[] = Object.values(checks as Record<string, unknown>).filter(
  (value): value is Probeable => typeof value === 'object' && value !== null && 'name' in value && 'feature' in value,
);

/** A query every property of which may be left out (the table has no path parameters). */
function callableBare(name: EndpointName): boolean {
  const def: EndpointDef = endpoints[name];
  const required = (def.query as { required?: unknown } | undefined)?.required;
  return !Array.isArray(required) || required.length === 0;
}

/** The reads a probe can make: GETs callable without a query or parameters, with their check. */
function readsOf(capability: CapabilityName): Probeable[] {
  return clientEndpoints.filter((e) => e.feature === capability && e.method === 'GET' && callableBare(e.name) && e.check);
}

async function probe(capability: CapabilityName, base: string, token: string | null, timeoutMs: number): Promise<NonNullable<CapabilityRow['probe']>> {
  const reads = readsOf(capability);
  if (reads.length > 0) {
    if (!token && reads.some((e) => !publicEndpoints.has(e.name))) return { status: 'not probed', detail: 'needs --user' };
    for (const read of reads) {
      const outcome = await send({ method: 'GET', url: join(base, read.path), token: token ?? undefined }, timeoutMs);
      const http = httpVerdict(outcome);
      if (http) return { status: http.status === 'missing' ? 'missing' : 'failed', path: read.path, ...(http.detail ? { detail: http.detail } : {}) };
      if (outcome.kind === 'answer' && !read.check?.(outcome.body)) return { status: 'malformed', path: read.path, detail: 'does not match the contract' };
    }
    return { status: 'answers ok' };
  }
  // Only writes (sign-up, LINE, password change): an empty body must be refused, not unknown.
  for (const write of clientEndpoints.filter((e) => e.feature === capability)) {
    const outcome = await send({ method: write.method, url: join(base, write.path), token: token ?? undefined, body: {} }, timeoutMs);
    if (outcome.kind === 'error') return { status: 'failed', path: write.path, detail: outcome.detail };
    if (outcome.status === 404 || outcome.status === 405) return { status: 'missing', path: write.path, detail: `HTTP ${outcome.status}` };
  }
  return { status: 'routes present' };
}

/** The discovery answer (ADR 0029): the website answer's `capabilities`, read as the site reads it. */
async function checkCapabilities(base: string, token: string | null, timeoutMs: number): Promise<{ discovery: string; rows: CapabilityRow[] }> {
  const outcome = await send({ method: 'GET', url: join(base, endpoints.website.path) }, timeoutMs);
  const http = httpVerdict(outcome);
  let offered: CapabilityName[] = [];
  let discovery: string;
  if (http) {
    discovery = `the website answer ${http.status} (${http.detail}): taken as a spec-only API`;
  } else if (outcome.kind === 'answer') {
    try {
      offered = readWebsite(outcome.body).capabilities;
    } catch {
      // Unreadable: the website row says why; the site then offers the spec alone.
    }
    discovery =
      offered.length === 0 ? 'the website answer lists none: a spec-only API' : `the website answer lists ${offered.length} capabilities this site knows`;
  } else {
    discovery = 'failed';
  }
  const rows: CapabilityRow[] = [];
  for (const name of capabilityNames) {
    rows.push(offered.includes(name) ? { name, offered: true, probe: await probe(name, base, token, timeoutMs) } : { name, offered: false });
  }
  return { discovery, rows };
}

// The run -----------------------------------------------------------------------------------------

const failing: ReadonlySet<Status> = new Set<Status>(['missing', 'malformed', 'failed']);

function exitCodeOf(rows: SpecRow[]): number {
  if (rows.some((row) => row.required === 'yes' && failing.has(row.verdict.status))) return 1;
  const trading = rows.filter((row) => row.required === 'trading');
  const tradingOk = trading.some((row) => row.verdict.status === 'ok') || trading.every((row) => row.verdict.status === 'skipped');
  return tradingOk ? 0 : 1;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { rows, token } = await checkSpec(options, timeoutMs);
  const capabilities = await checkCapabilities(options.api, token, timeoutMs);
  // Logout last: every probe above used the session.
  if (token) {
    const logout = rows.find((row) => row.path === endpoints.logout.path);
    const verdict = anyAnswer(await send({ method: 'POST', url: join(options.api, endpoints.logout.path), token }, timeoutMs));
    if (logout) logout.verdict = verdict;
    else rows.push({ method: 'POST', path: endpoints.logout.path, required: 'yes', verdict });
  } else if (options.user && !rows.some((row) => row.path === endpoints.logout.path)) {
    rows.push({ method: 'POST', path: endpoints.logout.path, required: 'yes', verdict: { status: 'skipped', detail: 'no session: login not ok' } });
  }
  return {
    api: options.api,
    signedIn: token !== null,
    spec: rows,
    discovery: capabilities.discovery,
    capabilities: capabilities.rows,
    exitCode: exitCodeOf(rows),
  };
}

// The report ---------------------------------------------------------------------------------------

function table(header: string[], lines: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]): string => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [format(header), ...lines.map(format)];
}

function verdictText({ status, detail }: Verdict): string {
  if (!detail) return status;
  return status === 'malformed' ? `malformed: ${detail}` : `${status} (${detail})`;
}

function requirementText(required: Requirement): string {
  return required === 'yes' ? 'yes' : required === 'trading' ? 'one of 2' : 'no';
}

function capabilityText(row: CapabilityRow): string {
  if (!row.offered || !row.probe) return 'not offered';
  const { status, path, detail } = row.probe;
  if (status === 'answers ok' || status === 'routes present') return `offered, ${status}`;
  if (status === 'not probed') return `offered (not probed: ${detail ?? ''})`;
  return `offered, ${path ?? ''} ${status}${detail ? `: ${detail}` : ''}`;
}

export function formatReport(report: ConformanceReport): string {
  const count = (status: Status): number => report.spec.filter((row) => row.verdict.status === status).length;
  const offered = report.capabilities.filter((row) => row.offered);
  const answering = offered.filter((row) => row.probe?.status === 'answers ok').length;
  const present = offered.filter((row) => row.probe?.status === 'routes present').length;
  const skipped = count('skipped');
  const lines = [
    `Conformance of ${report.api} to the spec's section 7${report.signedIn ? ', signed in as the given member' : ''}`,
    '',
    ...table(
      ['METHOD', 'PATH', 'REQUIRED', 'RESULT'],
      report.spec.map((row) => [row.method, row.path, requirementText(row.required), verdictText(row.verdict)]),
    ),
    '',
    `Capabilities (GET ${endpoints.website.path}, its capabilities): ${report.discovery}`,
    ...table(
      ['CAPABILITY', 'RESULT'],
      report.capabilities.map((row) => [row.name, capabilityText(row)]),
    ),
    '',
    `section 7: ${count('ok')} ok, ${count('missing')} missing, ${count('malformed')} malformed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}` +
      ` · capabilities: ${offered.length} offered (${answering} answering ok${present ? `, ${present} with routes present` : ''})`,
  ];
  if (!report.signedIn && report.spec.some((row) => row.verdict.detail === needsUser.detail)) {
    lines.push('Member rows were skipped (give --user and --password to check them); skipped rows do not fail the run.');
  }
  lines.push(
    report.exitCode === 0 ? 'Result: every required endpoint is usable by the site.' : 'Result: a required endpoint is not usable by the site (exit 1).',
  );
  return `${lines.join('\n')}\n`;
}
