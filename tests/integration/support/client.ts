/**
 * Drives an exported Lambda handler the way API Gateway (HTTP API, payload 2.0) and a browser
 * would: realistic events (routeKey, rawPath, pathParameters, cookies, lower-cased headers, body)
 * and a cookie jar that honours Path and Max-Age, echoing XSRF-TOKEN in X-XSRF-TOKEN like the web
 * client does.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { endpointGroups } from '../../../functions/groups';

export type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CallOptions {
  /** Serialised as JSON unless `rawBody` or `binaryBody` is given. */
  body?: unknown;
  rawBody?: string;
  /** Sent as API Gateway sends a non-text body (e.g. multipart/form-data): base64, isBase64Encoded. */
  binaryBody?: Uint8Array;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** 'auto' echoes the XSRF-TOKEN cookie (default); 'omit' sends no header; a string sends that value. */
  xsrf?: 'auto' | 'omit' | string;
  /** Override the content-type header; null sends none. */
  contentType?: string | null;
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  rawBody: string;
  headers: Record<string, string>;
  setCookies: string[];
}

interface JarCookie {
  value: string;
  path: string;
  httpOnly: boolean;
  attributes: string;
}

// Every group's routes, so events carry the routeKey and pathParameters API Gateway would give them.
const routeTemplates = endpointGroups
  .flatMap((group) => group.routes)
  .map((key) => {
    const [method = '', path = ''] = key.split(' ');
    const names: string[] = [];
    const pattern = new RegExp(`^${path.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    return { key, method, pattern, names };
  });

export function routeFor(method: string, path: string): { routeKey: string; pathParameters?: Record<string, string> } {
  for (const template of routeTemplates) {
    if (template.method !== method) continue;
    const match = template.pattern.exec(path);
    if (!match) continue;
    if (template.names.length === 0) return { routeKey: template.key };
    const pathParameters = Object.fromEntries(
      template.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { routeKey: template.key, pathParameters };
  }
  return { routeKey: '$default' };
}

export class ApiClient {
  readonly jar = new Map<string, JarCookie>();

  /**
   * @param sourceIp the client address API Gateway would report (locally: the socket's). Each browser
   *   gets its own by default, as on the internet, so limits kept per client address only meet when
   *   a test gives two browsers the same one.
   */
  constructor(
    private readonly handler: Handler,
    readonly sourceIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  /** A second browser holding a copy of this one's cookies (what it does to its jar stays its own). */
  fork(): ApiClient {
    const copy = new ApiClient(this.handler, this.sourceIp);
    for (const [name, cookie] of this.jar) copy.jar.set(name, { ...cookie });
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  cookieAttributes(name: string): string | undefined {
    return this.jar.get(name)?.attributes;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path, httpOnly: false, attributes: '' });
  }

  /** A GET that any page load makes first; it gives the browser its XSRF-TOKEN cookie. */
  async prime(): Promise<this> {
    await this.call('GET', '/api/user/check-auth');
    return this;
  }

  event(method: string, path: string, options: CallOptions = {}): APIGatewayProxyEventV2 {
    const { routeKey, pathParameters } = routeFor(method, path);
    const cookies = [...this.jar.entries()].filter(
      ([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    const headers: Record<string, string> = {
      accept: 'application/json',
      host: 'localhost:3000',
      'user-agent': 'integration-test',
      'x-forwarded-proto': 'http',
      // As CloudFront (and the local server) add to every request they forward to the API.
      'x-origin-verify': process.env.ORIGIN_VERIFY ?? '',
    };
    const hasBody = options.rawBody !== undefined || options.body !== undefined || options.binaryBody !== undefined;
    const contentType =
      options.contentType === undefined ? (hasBody ? 'application/json' : undefined) : options.contentType;
    if (contentType) headers['content-type'] = contentType;
    const xsrf = options.xsrf ?? 'auto';
    if (xsrf === 'auto') {
      const token = this.cookie('__Host-XSRF-TOKEN') ?? this.cookie('XSRF-TOKEN');
      if (token && method !== 'GET') headers['x-xsrf-token'] = token;
    } else if (xsrf !== 'omit') {
      headers['x-xsrf-token'] = xsrf;
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
    const now = new Date();
    return {
      version: '2.0',
      routeKey,
      rawPath: path,
      rawQueryString,
      ...(cookies.length > 0 ? { cookies: cookies.map(([name, c]) => `${name}=${c.value}`) } : {}),
      headers,
      ...(options.query ? { queryStringParameters: { ...options.query } } : {}),
      ...(pathParameters ? { pathParameters } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: { method, path, protocol: 'HTTP/1.1', sourceIp: this.sourceIp, userAgent: 'integration-test' },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      ...(hasBody
        ? {
            body: options.binaryBody
              ? Buffer.from(options.binaryBody).toString('base64')
              : (options.rawBody ?? JSON.stringify(options.body)),
          }
        : {}),
      isBase64Encoded: options.binaryBody !== undefined,
    };
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const result = await this.handler(this.event(method, path, options));
    const setCookies = result.cookies ?? [];
    for (const line of setCookies) this.store(line);
    const rawBody = result.body ?? '';
    const headers = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    return { status: result.statusCode ?? 200, body: JSON.parse(rawBody) as T, rawBody, headers, setCookies };
  }

  get<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', path, { ...options, ...(body === undefined ? {} : { body }) });
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PUT', path, { ...options, ...(body === undefined ? {} : { body }) });
  }
  delete<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', path, options);
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = decodeURIComponent(pair.slice(eq + 1));
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
    const maxAge = attribute('Max-Age');
    if (maxAge !== undefined && Number(maxAge) <= 0) {
      this.jar.delete(name);
      return;
    }
    this.jar.set(name, {
      value,
      path: attribute('Path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      attributes: attributes.join('; '),
    });
  }
}
