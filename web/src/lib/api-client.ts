/**
 * The one way the site talks to /api: same-origin relative URLs, cookies included, JSON in and out,
 * the anti-forgery header on every non-GET, and the in-flight count that drives the spinner.
 * Endpoints are named by their route key ('GET /api/aws/getVideos/{folder}'), the same string the
 * server registers, so a renamed or removed endpoint fails to compile here and in its callers; the
 * body a call sends and the answer it resolves with are the route's own (ApiRoutes in the schemas).
 */
import type { ApiRoutes, FormBody } from '@schemas';
import type { RouteKey } from '@route-keys';
import { serverText } from '../i18n/server-texts';
import { inFlight } from './in-flight';

/** Told apart by `instanceof` (no `name`): every byte of this module is in the first load of every page. */
export class ApiError extends Error {
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  /** The server's stable name for its message (`<group>.<key>`), by which other languages show it. */
  readonly code: string | undefined;

  constructor(status: number, message: string, retryAfterSeconds?: number, code?: string) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = code;
  }

  /** The server's message in the reader's language. */
  get text(): string {
    return serverText(this.code, this.message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The routes the site calls through this client: every route under /api. */
export type ApiRouteKey = Extract<RouteKey, `${Method} /api/${string}`>;

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;

/** The `{name}` placeholders of a path, as a union of names. */
type PlaceholderNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** One string per placeholder of the route's path, e.g. { folder: string } for …/getVideos/{folder}. */
export type PathParams<K extends string> = { [Name in PlaceholderNames<PathOf<K>>]: string };

/** `params` is required exactly when the route's path has placeholders. */
type ParamsOption<K extends string> = [PlaceholderNames<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: PathParams<K> };

/** Query string values; an absent, null or empty value is left out (e.g. no cursor on a first page). */
type Query = Record<string, string | null | undefined>;

/** What a route answers with (2xx). */
export type ResponseOf<K extends ApiRouteKey> = ApiRoutes[K]['response'];

/** What a route reads: JSON, or FormData for a multipart route; never for a route that reads none. */
type BodyOf<K extends ApiRouteKey> = [ApiRoutes[K]['body']] extends [never]
  ? never
  : ApiRoutes[K]['body'] extends FormBody
    ? FormData
    : ApiRoutes[K]['body'];

/** `body` is required exactly when the route reads one that may not be left out. */
type BodyOption<K extends ApiRouteKey> = [BodyOf<K>] extends [never]
  ? { body?: never }
  : undefined extends BodyOf<K>
    ? { body?: BodyOf<K> }
    : { body: BodyOf<K> };

interface SendOptions {
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

type RequestOptions<K extends ApiRouteKey> = ParamsOption<K> &
  BodyOption<K> &
  Omit<SendOptions, 'body'> & { query?: Query };

const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The anti-forgery cookie (`__Host-` prefixed where the site is served over HTTPS). The server sets
 * it on any response to a request that lacked it. A first visit that posts before any GET (e.g.
 * straight to /login) has no cookie yet, so one cheap GET fetches it first: GET /debug-cookies
 * answers every visitor, and its body is ignored.
 */
const storedXsrf = (): string | undefined => /(^|; )(__Host-)?XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[3];

async function xsrfToken(): Promise<string | undefined> {
  if (!storedXsrf()) await fetch('/debug-cookies', { credentials: 'include' }).catch(() => undefined);
  return storedXsrf();
}

/** The JSON body; null when there is none (JSON.parse refuses the empty string too) or it is not JSON. */
async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The handlers' own 429s always name a code and the wait, and the edge's rate rules send
 * edge.tooMany; a 429 with neither is API Gateway's stage or route limit, whose bare "Too Many
 * Requests" means the same as the edge's: the class's network sent too much. Giving it the edge's
 * code shows the reader that text in their language rather than "temporarily unavailable".
 */
const tooManyCode = (status: number, retry: unknown) =>
  status === 429 && retry === undefined ? 'edge.tooMany' : undefined;

async function send<T>(method: Method, path: string, options: SendOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const counted = !options.quiet;
  if (counted) inFlight.start();
  try {
    const token = method === 'GET' ? undefined : await xsrfToken();
    if (token) headers[XSRF_HEADER] = token;
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
      // The token is bound to the session: a refusal of a stale one hands out the right one, so try once more.
      const fresh = storedXsrf();
      if (response.status === 403 && token && fresh && fresh !== token) {
        headers[XSRF_HEADER] = fresh;
        response = await fetch(path, init);
      }
    } catch {
      throw new ApiError(0, 'Network error');
    }
    const data = await parseBody(response);
    if (!response.ok) {
      // Any JSON value reads as an object here: a missing field is undefined, whatever the body was.
      const { message, retryAfterSeconds: retry, code } = Object(data) as Record<string, unknown>;
      throw new ApiError(
        response.status,
        // No statusText fallback: HTTP/2 (CloudFront) has none.
        typeof message === 'string' ? message : `HTTP ${response.status}`,
        typeof retry === 'number' ? retry : undefined,
        typeof code === 'string' ? code : tooManyCode(response.status, retry),
      );
    }
    return data as T;
  } finally {
    if (counted) inFlight.end();
  }
}

/**
 * Calls one endpoint by its route key and resolves with the parsed JSON body, typed as the route's
 * answer (ResponseOf). Each `{name}` of the key's path is replaced by its URL-encoded value; the
 * query's absent, null or empty values are left out. Any non-2xx answer rejects with an ApiError
 * carrying the server's `{message, code}`; a network failure rejects with status 0.
 *
 *   request('GET /api/aws/getVideos/{folder}', { params: { folder }, query: { cursor } })
 */
export function request<K extends ApiRouteKey>(
  key: K,
  ...[options]: object extends RequestOptions<K> ? [RequestOptions<K>?] : [RequestOptions<K>]
): Promise<ResponseOf<K>> {
  const { params = {}, query = {} } = (options ?? {}) as { params?: Record<string, string>; query?: Query };
  const [method, template] = key.split(' ') as [Method, string];
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.append(name, value);
  const queryString = search.toString();
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] as string));
  return send<ResponseOf<K>>(method, queryString ? `${path}?${queryString}` : path, options ?? {});
}

/** The server's message (in the reader's language) for an expected failure (< 500), else the fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.text;
  return fallback;
}
