import type { AnswerOf, BodyOf, ClientEndpoint, QueryOf } from '../contract/client-endpoint';
import type { EndpointName } from '../contract/endpoints';
import type { ApiErrorBody } from '../contract/session';
import { texts } from '../texts';

/** A failed API call. `message` is Thai text for the member (the server's own, when it sent one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * True for an ApiError from any bundle: the shell and each remote carry their own copy of this
 * class, so `instanceof` fails across them.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as ApiError).status === 'number' &&
    typeof (error as ApiError).code === 'string'
  );
}

/** What the member reads about a failed call: the API's Thai message (as text), or the Thai network message. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : texts.networkError;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /**
   * Called when a request that carried a bearer token gets 401/403: the token is no longer good.
   * A request without a token (the login's wrong password) never calls it.
   */
  onUnauthorized?: () => void;
}

/** Raw JSON in and out; endpoint functions go through `call`, which checks every answer. */
export interface ApiClient {
  readonly baseUrl: string;
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
}

const maxMessageLength = 300;

function fallbackMessage(status: number): string {
  if (status === 401 || status === 403) return texts.unauthorized;
  if (status >= 500) return texts.serverError;
  return texts.malformedAnswer;
}

/** A string field of an error answer, if it has one (error answers are read leniently). */
function textField(body: unknown, key: keyof ApiErrorBody): string | undefined {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' ? value : undefined;
}

function errorFromBody(status: number, body: unknown): ApiError {
  const serverMessage = textField(body, 'message') ?? '';
  const message = serverMessage.trim() !== '' ? serverMessage.slice(0, maxMessageLength) : fallbackMessage(status);
  return new ApiError(status, textField(body, 'code') ?? `HTTP_${status}`, message);
}

/** The one HTTP client of the site: JSON in and out, bearer token, time limit, Thai errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // The time limit covers the whole answer, body included: a body that stalls after its headers
    // ends as TIMEOUT like a server that never answers.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const failure = (): ApiError =>
      controller.signal.aborted ? new ApiError(0, 'TIMEOUT', texts.timeoutError) : new ApiError(0, 'NETWORK', texts.networkError);
    let response: Response;
    let parsed: unknown;
    try {
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
          credentials: 'omit',
        });
      } catch {
        throw failure();
      }
      try {
        parsed = await response.json();
      } catch {
        if (controller.signal.aborted) throw failure();
        if (!response.ok) throw errorFromBody(response.status, null);
        throw new ApiError(response.status, 'MALFORMED', texts.malformedAnswer);
      }
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw errorFromBody(response.status, parsed);
    return parsed;
  }

  async function requestReportingExpiry(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const carriedToken = options.getToken() !== '';
    try {
      return await request(method, path, body);
    } catch (error) {
      if (carriedToken && isApiError(error) && (error.status === 401 || error.status === 403)) options.onUnauthorized?.();
      throw error;
    }
  }

  return {
    baseUrl,
    get: (path) => requestReportingExpiry('GET', path),
    post: (path, body) => requestReportingExpiry('POST', path, body ?? {}),
  };
}

/** What a call sends: the body of a POST and the query of a GET, as the endpoint table types them. */
export interface CallInput<N extends EndpointName> {
  body?: BodyOf<N>;
  query?: QueryOf<N>;
}

/** `?a=1&b=2` from the given parameters, leaving out empty ones ('' when none). */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  const entries = typeof query === 'object' && query !== null ? Object.entries(query) : [];
  for (const [key, value] of entries) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one typed call of the site: sends an endpoint of the table and checks its answer with the
 * endpoint's generated check. An answer that fails it is refused with the Thai "malformed" error
 * and logged by endpoint name only (an answer may carry a token, so it is never logged).
 */
export async function call<N extends EndpointName>(api: ApiClient, endpoint: ClientEndpoint<N>, input: CallInput<N> = {}): Promise<AnswerOf<N>> {
  const path = `${endpoint.path}${queryString(input.query)}`;
  const answer =
    endpoint.method === 'GET' ? await api.get(path) : input.body === undefined ? await api.post(path) : await api.post(path, input.body);
  if (!endpoint.check(answer)) {
    console.error(`[shared] E3 malformed answer from ${endpoint.name}`, { method: endpoint.method, path: endpoint.path });
    throw new ApiError(200, 'MALFORMED', texts.malformedAnswer);
  }
  return answer;
}
