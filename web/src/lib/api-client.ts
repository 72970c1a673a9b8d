/**
 * The one way the site talks to /api (§7): same-origin relative URLs, cookies included, JSON in and
 * out, the anti-forgery header on every non-GET, and the in-flight count that drives the spinner.
 */
import { inFlight } from './in-flight';

export class ApiError extends Error {
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, except FormData (file uploads), which goes as multipart/form-data. */
  body?: unknown;
  /**
   * A background save the reader did not ask for (e.g. resume position while a video plays): it
   * does not drive the full-screen spinner, which would cover the video every few seconds.
   */
  quiet?: boolean;
  /** Lets the request outlive the page (pagehide). Unlike sendBeacon it can carry the XSRF header. */
  keepalive?: boolean;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The server sets XSRF-TOKEN on any response to a request that lacked it. A first visit that posts
 * before any GET (e.g. straight to /login) has no cookie yet, so one cheap GET fetches it first;
 * §7's GET /debug-cookies exists and its result is ignored.
 */
async function xsrfToken(): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch('/debug-cookies', { credentials: 'include' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * Sends one request and resolves with the parsed JSON body. Any non-2xx answer rejects with an
 * ApiError carrying the server's `{message}`; a network failure rejects with status 0.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const counted = !options.quiet;
  if (counted) inFlight.start();
  try {
    if (method !== 'GET') {
      const token = await xsrfToken();
      if (token) headers[XSRF_HEADER] = token;
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      // The browser writes multipart/form-data with its boundary itself; a Content-Type set here would lack it.
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      const init: RequestInit = { method, headers, body, credentials: 'include' };
      if (options.keepalive) init.keepalive = true;
      response = await fetch(path, init);
    } catch {
      throw new ApiError(0, 'Network error');
    }
    const data = await parseBody(response);
    if (!response.ok) {
      const message = field(data, 'message');
      const retry = field(data, 'retryAfterSeconds');
      throw new ApiError(
        response.status,
        typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
        typeof retry === 'number' ? retry : undefined,
      );
    }
    return data as T;
  } finally {
    if (counted) inFlight.end();
  }
}

/** The server's message for an expected failure (< 500), else the fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
