import type { CapabilityName } from '../contract/capabilities';
import { isCapabilityName } from '../contract/capabilities';
import type { Restriction, RealityCheck } from '../contract/safer-play';
import type { AuthUser } from '../contract/session';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';
import { toMoneyText } from '../contract/money';

// Readers of the spec's section-7 answers (ADR 0029). An operator's API promises section 7 and
// nothing more, in any shape the spec leaves open: a reader requires only what the site cannot
// work without, takes a field from the answer or from its `data` wrapper, accepts a number where
// the spec's string is numeric (and the reverse), and ignores every field it does not know.
// What it cannot read throws Unreadable with a reason that names fields, never values.

/** Why an answer could not be read: an English reason for logs and the conformance tool. */
export class Unreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Unreadable';
  }
}

type Fields = Readonly<Record<string, unknown>>;

/**
 * A body as the readers take it: JSON; an empty body is undefined and any other text is given as
 * it came (what it must hold is for the endpoint's reader or check to say).
 */
export function parseBody(body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The record that carries `key`: the answer itself, or its `data` wrapper ({ data: {...} }).
 * Falls back to the answer (or its wrapper) so optional fields are still read from it.
 */
function fieldsWith(answer: unknown, key: string): Fields | null {
  if (!isRecord(answer)) return null;
  if (answer[key] !== undefined) return answer;
  if (isRecord(answer.data)) return answer.data;
  return answer;
}

/** A non-empty string, or a finite number written as text (an id sent as a number). */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A server's message for the member, from the fields APIs use for it. */
export function messageOf(answer: unknown): string | null {
  if (!isRecord(answer)) return null;
  for (const key of ['message', 'msg', 'error'] as const) {
    const value = answer[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim() !== '') return value.message;
  }
  return isRecord(answer.data) && answer.data !== answer ? messageOf(answer.data) : null;
}

/** A machine-readable error code, when the API sends one (string or number). */
export function codeOf(answer: unknown): string | null {
  return isRecord(answer) ? text(answer.code) : null;
}

// Money: a numeric string ("1500.50", "1,500.50") or a JSON number, read exactly (ADR 0010).

const groupedAmount = /^-?[0-9]{1,3}(,[0-9]{3})+(\.[0-9]+)?$/;

/** A JSON number as the decimal text it was written as (no exponent), so no float arithmetic runs. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** An amount as a two-decimal string, or null when the value is not an amount. */
export function moneyText(value: unknown): string | null {
  if (typeof value === 'number') {
    const written = numberText(value);
    return written === null ? null : toMoneyText(written);
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return toMoneyText(groupedAmount.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed);
}

// POST /api/v1/login

/** A 2xx answer that says no, with the server's message for the member (shown as text). */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refused';
  }
}

/**
 * The access token. An answer without one that carries a message is a refusal (some APIs answer
 * a wrong password with 200 and a message), shown to the member as the server's.
 */
export function readLogin(answer: unknown): { accessToken: string; deviceToken?: string } {
  const fields = fieldsWith(answer, 'accessToken');
  const accessToken = fields && typeof fields.accessToken === 'string' ? fields.accessToken.trim() : '';
  // The reference API's device token, when there is one (an extension: absent from section 7).
  const deviceToken = fields && typeof fields.deviceToken === 'string' && fields.deviceToken !== '' ? fields.deviceToken : undefined;
  if (accessToken !== '') return deviceToken ? { accessToken, deviceToken } : { accessToken };
  const refusal = messageOf(answer);
  if (refusal) throw new Refused(refusal);
  throw new Unreadable('login: accessToken missing or empty');
}

// GET /api/v1/auth

const realityMinutes = new Set([0, 15, 30, 60]);

/** A break or self-exclusion in force (safer-play capability); anything else is none. */
function restrictionOf(value: unknown): Restriction | null {
  if (!isRecord(value) || (value.kind !== 'break' && value.kind !== 'exclusion') || typeof value.until !== 'string') return null;
  return { kind: value.kind, until: value.until.slice(0, 40) };
}

function realityCheckOf(value: unknown): RealityCheck | null {
  if (!isRecord(value) || typeof value.everyMinutes !== 'number' || !realityMinutes.has(value.everyMinutes)) return null;
  if (typeof value.signedInAt !== 'string') return null;
  return { everyMinutes: value.everyMinutes as RealityCheck['everyMinutes'], signedInAt: value.signedInAt.slice(0, 40) };
}

/**
 * The member. Only `username` is required; a missing username2 shows nothing, and a missing
 * site_api or sportsbook credential turns off only the sportsbook (its button says so).
 */
export function readAuthUser(answer: unknown): AuthUser {
  const fields = fieldsWith(answer, 'username');
  const username = fields ? text(fields.username) : null;
  if (!fields || username === null) throw new Unreadable('auth: username missing or empty');
  const optional = (key: string): string => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const restriction = restrictionOf(fields.restriction);
  const realityCheck = realityCheckOf(fields.reality_check);
  return {
    username,
    username2: optional('username2'),
    password: optional('password'),
    web_agent_group: optional('web_agent_group'),
    site_api: optional('site_api'),
    client_api: typeof fields.client_api === 'string' && fields.client_api !== '' ? fields.client_api : null,
    restriction,
    ...(realityCheck ? { reality_check: realityCheck } : {}),
    // The reference API's extension (ADR 0050): only a real `true` counts; anything else is absent.
    ...(fields.password_change_required === true && { password_change_required: true }),
  };
}

// GET /api/v1/credit and GET /api/v1/wallet

/** The main balance (`credit`) as a two-decimal string. */
export function readCredit(answer: unknown): string {
  const fields = fieldsWith(answer, 'credit');
  const money = fields ? moneyText(fields.credit) : null;
  if (money === null) throw new Unreadable('credit: credit missing or not an amount');
  return money;
}

/** The bonus wallet (`data.balance`; `balance` unwrapped) as a two-decimal string. */
export function readBonusWallet(answer: unknown): string {
  const fields = fieldsWith(answer, 'balance');
  const money = fields ? moneyText(fields.balance) : null;
  if (money === null) throw new Unreadable('wallet: data.balance missing or not an amount');
  return money;
}

// GET /api/v1/theme, /api/v1/contactus, /api/v1/website

function themeRecord(value: Fields): ThemeRecord {
  return {
    logo: typeof value.logo === 'string' ? value.logo : '',
    favicon: typeof value.favicon === 'string' ? value.favicon : '',
    title: typeof value.title === 'string' && value.title.trim() !== '' ? value.title : null,
  };
}

/** The theme records: a list, `{ data: [...] }`, `{ data: {...} }` or one record. */
export function readTheme(answer: unknown): ThemeRecord[] {
  const list = isRecord(answer) && answer.data !== undefined ? answer.data : answer;
  if (list === null) return [];
  if (Array.isArray(list)) return list.filter(isRecord).map(themeRecord);
  if (isRecord(list)) return [themeRecord(list)];
  throw new Unreadable('theme: neither a list of records nor a record');
}

/** The support chat links: a missing, null or empty link is '' / null, and hidden. */
export function readContactUs(answer: unknown): ContactUs {
  const fields = fieldsWith(answer, 'url');
  if (!fields) throw new Unreadable('contactus: not a record');
  return { url: text(fields.url) ?? '', url2: text(fields.url2) };
}

/** The website setting as the site uses it: `capabilities` always read (none from a spec-only API). */
export type SiteSetting = WebsiteSetting & { capabilities: CapabilityName[] };

/**
 * registerMode as a string ("2") or a number (2); missing is '' (the ordinary form, README).
 * `capabilities` is the discovery answer (ADR 0029): absent or unreadable, the spec alone.
 */
export function readWebsite(answer: unknown): SiteSetting {
  const fields = fieldsWith(answer, 'registerMode');
  if (!fields) throw new Unreadable('website: not a record');
  return {
    registerMode: text(fields.registerMode) ?? '',
    affiliateEnabled: fields.affiliateEnabled === true,
    capabilities: readCapabilities(fields.capabilities),
  };
}

// Game logins: GET /lotto/login, GET /hotgraph/login, POST /api/v1/member/loginGame/hotgraph

export type GameLoginResult = { ok: true; url: unknown } | { ok: false; message: string | null };

/** code 0 or "0": go to `url` (or `Url`); any other code: the server's message. */
export function readGameLogin(answer: unknown): GameLoginResult {
  const fields = fieldsWith(answer, 'code');
  if (!fields) throw new Unreadable('game login: not a record');
  const code = text(fields.code);
  if (code !== null && Number(code) === 0) return { ok: true, url: fields.url ?? fields.Url };
  return { ok: false, message: messageOf(answer) };
}

// POST {client_api}spa/member/login

/** code 0 with result.access_token: a session; any other code: a refusal (null). */
export function readMemberServiceLogin(answer: unknown): { accessToken: string; profile: Fields } | null {
  const fields = fieldsWith(answer, 'code');
  if (!fields) throw new Unreadable('member service login: not a record');
  const code = text(fields.code);
  if (code === null || Number(code) !== 0) return null;
  const result = isRecord(fields.result) ? fields.result : null;
  const accessToken = result ? text(result.access_token) : null;
  if (!result || accessToken === null) throw new Unreadable('member service login: code 0 without result.access_token');
  return { accessToken, profile: isRecord(result.profile) ? result.profile : {} };
}

// The discovery answer (ADR 0029): the website answer's `capabilities`

/**
 * The capabilities an API lists: a list of names, `{ capabilities: [...] }` or `{ data: [...] }`,
 * or a map of name → true. Names this site does not know are ignored; anything unreadable is none.
 */
export function readCapabilities(answer: unknown): CapabilityName[] {
  const listed = capabilityList(answer);
  const names = Array.isArray(listed) ? listed : isRecord(listed) ? Object.keys(listed).filter((key) => listed[key] === true) : [];
  return [...new Set(names.filter(isCapabilityName))];
}

function capabilityList(value: unknown): unknown {
  if (!isRecord(value)) return value;
  if (value.capabilities !== undefined) return capabilityList(value.capabilities);
  if (value.data !== undefined) return capabilityList(value.data);
  return value;
}
