/**
 * API Gateway HTTP API route matching for the local server: route keys such as
 * 'DELETE /api/user/deleteUser/{id}' or 'ANY /api/files/{proxy+}', the most specific route first,
 * as API Gateway picks them.
 */

export interface CompiledRoute<G> {
  readonly routeKey: string;
  readonly method: string;
  readonly group: G;
  readonly segments: readonly Segment[];
}

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export type RouteLookup<G> =
  | { kind: 'matched'; route: CompiledRoute<G>; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'ANY']);

function parseSegment(raw: string, isLast: boolean, routeKey: string): Segment {
  const param = /^\{([A-Za-z0-9_.-]+)(\+?)\}$/.exec(raw);
  if (!param) {
    if (raw.includes('{') || raw.includes('}')) throw new Error(`Bad path segment "${raw}" in route "${routeKey}".`);
    return { kind: 'literal', value: raw };
  }
  const name = param[1] as string;
  if (param[2] === '+') {
    if (!isLast) throw new Error(`Greedy parameter must be last in route "${routeKey}".`);
    return { kind: 'greedy', name };
  }
  return { kind: 'param', name };
}

export function compileRoute<G>(routeKey: string, group: G): CompiledRoute<G> {
  const match = /^([A-Z]+) (\/\S*)$/.exec(routeKey);
  if (!match || !METHODS.has(match[1] as string)) throw new Error(`Unsupported route key "${routeKey}".`);
  const parts = (match[2] as string).split('/').slice(1);
  return {
    routeKey,
    method: match[1] as string,
    group,
    segments: parts.map((part, index) => parseSegment(part, index === parts.length - 1, routeKey)),
  };
}

// Literal segments beat parameters, which beat a greedy tail (API Gateway's "most specific" rule).
function specificity(route: CompiledRoute<unknown>): number[] {
  return route.segments.map((s) => (s.kind === 'literal' ? 2 : s.kind === 'param' ? 1 : 0));
}

function compareSpecificity(a: CompiledRoute<unknown>, b: CompiledRoute<unknown>): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const diff = (sb[i] ?? -1) - (sa[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchPath(route: CompiledRoute<unknown>, parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i] as Segment;
    if (segment.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.every((p) => p === '')) return null;
      params[segment.name] = rest.map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal') {
      if (part !== segment.value) return null;
    } else {
      if (part === '') return null;
      params[segment.name] = safeDecode(part);
    }
  }
  return parts.length === route.segments.length ? params : null;
}

export class RouteTable<G> {
  private readonly routes: CompiledRoute<G>[];

  constructor(groups: readonly { group: G; routes: readonly string[] }[]) {
    const seen = new Set<string>();
    this.routes = [];
    for (const { group, routes } of groups) {
      for (const routeKey of routes) {
        if (seen.has(routeKey)) throw new Error(`Route "${routeKey}" is declared twice.`);
        seen.add(routeKey);
        this.routes.push(compileRoute(routeKey, group));
      }
    }
    this.routes.sort(compareSpecificity);
  }

  /** The first path segment of every route ("/api", "/debug-cookies"): requests under them go to the API. */
  literalPrefixes(): string[] {
    const prefixes = new Set<string>();
    for (const route of this.routes) {
      const first = route.segments[0];
      if (first?.kind === 'literal') prefixes.add(`/${first.value}`);
    }
    return [...prefixes];
  }

  lookup(method: string, rawPath: string): RouteLookup<G> {
    // API Gateway's HTTP API ignores one trailing slash: "/a/b/" matches the route "/a/b".
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const parts = path.split('/').slice(1);
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const pathParameters = matchPath(route, parts);
      if (!pathParameters) continue;
      if (route.method === method || route.method === 'ANY') return { kind: 'matched', route, pathParameters };
      allowed.add(route.method);
    }
    return allowed.size > 0 ? { kind: 'method-not-allowed', allowed: [...allowed].sort() } : { kind: 'not-found' };
  }
}
