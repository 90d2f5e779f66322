import type { AnswerOf, BodyOf, ClientEndpoint, ParamsOf, QueryOf, ReadEndpoint } from '../contract/client-endpoint';
import type { EndpointName } from '../contract/endpoints';
import { texts } from '../texts';
import { codeOf, messageOf, parseBody, Refused, Unreadable } from './spec-answers';

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
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number' && typeof (error as ApiError).code === 'string';
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
  /**
   * Called when a request that carried a bearer token gets 423 (the member stays signed in: a
   * break, or a password staff reset, ADR 0050); the caller still gets the error.
   */
  onLocked?: (error: ApiError) => void;
}

/** Raw JSON in and out; endpoint functions go through `call`, which checks every answer. */
export interface ApiClient {
  readonly baseUrl: string;
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  /**
   * Resolves once every request that carried the member's token and was under way has ended,
   * or after `limitMs`: a sign-out lets them finish before the token is revoked.
   */
  settled?(limitMs: number): Promise<void>;
}

const maxMessageLength = 300;

function fallbackMessage(status: number): string {
  if (status === 401 || status === 403) return texts.unauthorized;
  if (status >= 500) return texts.serverError;
  return texts.malformedAnswer;
}

/**
 * An error answer, read leniently: its text from `message`, `msg` or `error` when present, a
 * Thai default otherwise (an HTML error page or an empty body included).
 */
function errorFromBody(status: number, body: unknown): ApiError {
  const serverMessage = messageOf(body);
  const message = serverMessage ? serverMessage.slice(0, maxMessageLength) : fallbackMessage(status);
  return new ApiError(status, codeOf(body) ?? `HTTP_${status}`, message);
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
        // Any body or none: what it must hold is for the endpoint's check or reader to say.
        parsed = parseBody(await response.text());
      } catch {
        throw failure();
      }
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw errorFromBody(response.status, parsed);
    return parsed;
  }

  /** The requests under way that carry the member's token. */
  const withToken = new Set<Promise<unknown>>();

  async function requestReportingExpiry(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const carriedToken = options.getToken() !== '';
    const answer = request(method, path, body);
    if (carriedToken) {
      withToken.add(answer);
      void answer.then(
        () => withToken.delete(answer),
        () => withToken.delete(answer),
      );
    }
    try {
      return await answer;
    } catch (error) {
      if (carriedToken && isApiError(error)) {
        if (error.status === 401 || error.status === 403) options.onUnauthorized?.();
        if (error.status === 423) options.onLocked?.(error);
      }
      throw error;
    }
  }

  return {
    baseUrl,
    get: (path) => requestReportingExpiry('GET', path),
    post: (path, body) => requestReportingExpiry('POST', path, body ?? {}),
    async settled(limitMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
      });
      await Promise.race([Promise.allSettled([...withToken]), limit]);
      clearTimeout(timer);
    },
  };
}

/** What a call sends: the body of a POST, the query of a GET and the path's parameters, as the endpoint table types them. */
export interface CallInput<N extends EndpointName> {
  body?: BodyOf<N>;
  query?: QueryOf<N>;
  params?: ParamsOf<N>;
}

/** The endpoint's path with each `:name` replaced by its parameter, encoded (the table's types make callers give them all). */
const pathOf = (path: string, params?: unknown): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name])));

/** `?a=1&b=2` from the given parameters, leaving out empty ones ('' when none). */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  const entries = typeof query === 'object' && query !== null ? Object.entries(query) : [];
  for (const [key, value] of entries) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function send<N extends EndpointName>(api: ApiClient, endpoint: ReadEndpoint<N>, input: CallInput<N>): Promise<unknown> {
  const path = `${pathOf(endpoint.path, input.params)}${queryString(input.query)}`;
  if (endpoint.method === 'GET') return api.get(path);
  return input.body === undefined ? api.post(path) : api.post(path, input.body);
}

/** The Thai "malformed" error, logged by endpoint name and reason only (an answer may carry a token). */
function malformed(endpoint: ReadEndpoint<EndpointName>, reason: string): ApiError {
  console.error(`[shared] E3 malformed answer from ${endpoint.name}: ${reason}`, { method: endpoint.method, path: endpoint.path });
  return new ApiError(200, 'MALFORMED', texts.malformedAnswer);
}

/**
 * A capability's call: sends an endpoint of the table and checks its answer with the endpoint's
 * generated check (our own contract). An answer that fails it is refused with the Thai
 * "malformed" error.
 */
export async function call<N extends EndpointName>(api: ApiClient, endpoint: ClientEndpoint<N>, input: CallInput<N> = {}): Promise<AnswerOf<N>> {
  const answer = await send(api, endpoint, input);
  if (!endpoint.check(answer)) throw malformed(endpoint, 'the answer does not match the contract');
  return answer;
}

/**
 * A section-7 call: sends it and reads the answer with its liberal reader
 * (spec-answers.ts). An answer the reader cannot use is the Thai "malformed" error; one that says
 * no with a message is an ApiError carrying that message.
 */
export async function read<N extends EndpointName, T>(
  api: ApiClient,
  endpoint: ReadEndpoint<N>,
  reader: (answer: unknown) => T,
  input: CallInput<N> = {},
): Promise<T> {
  const answer = await send(api, endpoint, input);
  try {
    return reader(answer);
  } catch (error) {
    if (error instanceof Refused) throw new ApiError(200, 'REFUSED', error.message.slice(0, maxMessageLength));
    if (error instanceof Unreadable) throw malformed(endpoint, error.reason);
    throw error;
  }
}
