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

export interface ApiClient {
  readonly baseUrl: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

const maxMessageLength = 300;

function fallbackMessage(status: number): string {
  if (status === 401 || status === 403) return texts.unauthorized;
  if (status >= 500) return texts.serverError;
  return texts.malformedAnswer;
}

function errorFromBody(status: number, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  const message =
    typeof b.message === 'string' && b.message.trim() !== ''
      ? b.message.slice(0, maxMessageLength)
      : fallbackMessage(status);
  return new ApiError(status, typeof b.code === 'string' ? b.code : `HTTP_${status}`, message);
}

/** The one HTTP client of the site: JSON in and out, bearer token, time limit, Thai errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch {
      throw controller.signal.aborted
        ? new ApiError(0, 'TIMEOUT', texts.timeoutError)
        : new ApiError(0, 'NETWORK', texts.networkError);
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      if (!response.ok) throw errorFromBody(response.status, null);
      throw new ApiError(response.status, 'MALFORMED', texts.malformedAnswer);
    }
    if (!response.ok) throw errorFromBody(response.status, parsed);
    return parsed as T;
  }

  async function requestReportingExpiry<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const carriedToken = options.getToken() !== '';
    try {
      return await request<T>(method, path, body);
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

/** Throws the Thai "malformed answer" error unless `ok`: endpoint functions check shapes with it. */
export function expectShape(ok: boolean): asserts ok {
  if (!ok) throw new ApiError(200, 'MALFORMED', texts.malformedAnswer);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
