/**
 * Turns a FuzzTarget into an arbitrary of malformed requests: the target's valid request with
 * exactly one defect (a broken field, a missing field, a bad path parameter or query value, a body
 * that is not an object, malformed JSON, a wrong content type, an oversized body, a missing or
 * wrong anti-forgery token, a mangled multipart upload) plus harmless noise (extra fields such as
 * "__proto__" or "$where", extra query parameters). Requests are plain data, printed short when
 * fast-check reports a counterexample.
 */
import fc from 'fast-check';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiClient } from './client';
import type { FuzzTarget } from './bad-input-targets';
import { JPEG } from './forms';
import { illFormed, MB, malformedJson, NOSQL_STRINGS, strangeString, WRONG_JSON_TYPES } from './malformed-values';

export interface FuzzRequest {
  route: string;
  defect: string;
  method: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: { bytes: Buffer; base64: boolean };
  /** null: no Content-Type header. */
  contentType: string | null;
  xsrf: 'auto' | 'omit' | string;
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…(${text.length} chars)` : text);

function request(target: FuzzTarget, defect: string, parts: Partial<FuzzRequest>): FuzzRequest {
  const [method = 'GET'] = target.route.split(' ');
  const built: FuzzRequest = {
    route: target.route,
    defect,
    method,
    params: {},
    query: {},
    contentType: null,
    xsrf: 'auto',
    ...parts,
  };
  // How fast-check prints a counterexample: without megabytes of body.
  Object.defineProperty(built, fc.toStringMethod, {
    enumerable: false,
    value: () =>
      JSON.stringify(
        {
          ...built,
          body: built.body
            ? short(built.body.base64 ? `<${built.body.bytes.length} bytes>` : built.body.bytes.toString('utf8'))
            : undefined,
        },
        (_k, v: unknown) => (typeof v === 'string' ? short(v) : v),
      ),
  });
  return built;
}

const jsonBody = (value: unknown) => ({ bytes: Buffer.from(JSON.stringify(value), 'utf8'), base64: false });

// ---- noise that never makes a request valid or invalid ----

const noiseKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$ne',
    'role',
    'isAdmin',
    'verified',
    '\u202Ekey',
    'k\u0000',
  ),
  fc.string({ maxLength: 8 }),
);
const noiseValue = fc.oneof(
  strangeString.filter((s) => s.length < 100),
  fc.integer(),
  fc.constant({ $gt: '' }),
  fc.constant(null),
);
const extraFields = fc.array(fc.tuple(noiseKey, noiseValue), { maxLength: 3 });
const READ_QUERY = new Set(['limit', 'cursor', 'search', 'commentsCursor']);
const extraQuery = fc.array(
  fc.tuple(
    fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !READ_QUERY.has(k)),
    fc.string({ maxLength: 20 }),
  ),
  { maxLength: 2 },
);

/** `entries` after `base`, as own data properties (so "__proto__" is a plain key, as in JSON.parse). */
const withExtras = (
  base: Record<string, unknown>,
  extras: [string, unknown][],
  reserved: Set<string>,
): Record<string, unknown> =>
  Object.fromEntries([...Object.entries(base), ...extras.filter(([key]) => !reserved.has(key))]);

// ---- multipart (the slide upload) ----

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

interface FormPart {
  name: string;
  value: Buffer | string;
  fileName?: string;
  type?: string;
}

function encodeForm(parts: readonly FormPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(headers), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const caption = (value: string): FormPart => ({ name: 'caption', value });
const image = (bytes: Buffer, type = 'image/jpeg'): FormPart => ({
  name: 'image',
  value: bytes,
  fileName: 'slide.jpg',
  type,
});
const VALID_SLIDE = [caption('Fuzz slide'), image(JPEG)];
const isImageMagic = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
  b.subarray(0, 4).toString('latin1') === '\x89PNG' ||
  b.subarray(0, 4).toString('latin1') === 'RIFF';
const notAnImage = fc
  .oneof(
    fc.uint8Array({ minLength: 1, maxLength: 256 }).map((a) => Buffer.from(a)),
    fc
      .constantFrom(
        'GIF89a\x01\x00',
        '%PDF-1.7\n',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<?php echo 1; ?>',
        'MZ\x90\x00',
      )
      .map((t) => Buffer.from(t, 'latin1')),
  )
  .filter((b) => !isImageMagic(b));

const form = (parts: readonly FormPart[]) => ({
  body: { bytes: encodeForm(parts), base64: true },
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
});

function multipartDefects(target: FuzzTarget): fc.Arbitrary<FuzzRequest>[] {
  const slide = (defect: string, parts: Partial<FuzzRequest>) => request(target, defect, parts);
  return [
    fc
      .constantFrom<[string, FormPart[]]>(
        ['no caption', [image(JPEG)]],
        ['no image', [caption('Fuzz slide')]],
        ['nothing', []],
        ['empty image', [caption('x'), image(Buffer.alloc(0))]],
      )
      .map(([d, p]) => slide(d, form(p))),
    fc
      .oneof(
        fc.constantFrom('', '   ', '\u00a0'),
        fc.integer({ min: 201, max: 400 }).map((n) => 'ක'.repeat(n)),
        fc.constant('x'.repeat(9000)),
      )
      .map((c) => slide('bad caption', form([caption(c), image(JPEG)]))),
    notAnImage.map((bytes) => slide('not an image', form([caption('Fuzz slide'), image(bytes, 'image/jpeg')]))),
    fc.constant(0).map(() => slide('two images', form([caption('Fuzz slide'), image(JPEG), image(JPEG)]))),
    fc.constant(0).map(() => slide('two captions', form([caption('a'), caption('b'), image(JPEG)]))),
    fc
      .integer({ min: 1, max: 4096 })
      .map((extra) =>
        slide(
          'image over 2 MB',
          form([caption('Fuzz slide'), image(Buffer.concat([JPEG, Buffer.alloc(2 * MB - JPEG.length + extra)]))]),
        ),
      ),
    fc
      .constantFrom(target.bodyLimit + 1, 3 * MB)
      .map((size) =>
        slide('body too large', form([caption('Fuzz slide'), image(Buffer.concat([JPEG, Buffer.alloc(size)]))])),
      ),
    fc.double({ min: 0.3, max: 0.95, noNaN: true }).map((share) => {
      const { body, contentType } = form(VALID_SLIDE);
      return slide('truncated', {
        body: { bytes: body.bytes.subarray(0, Math.floor(body.bytes.length * share)), base64: true },
        contentType,
      });
    }),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=other',
        'multipart/form-data; boundary=""',
        'multipart/mixed; boundary=' + BOUNDARY,
        'application/json',
        'text/plain',
        'image/jpeg',
      )
      .map((type) => slide(`content type ${type}`, { ...form(VALID_SLIDE), contentType: type })),
    fc.constant(0).map(() => slide('no content type', { ...form(VALID_SLIDE), contentType: null })),
  ];
}

// ---- the defect arbitraries of one target ----

export function malformedRequests(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(Object.entries(target.params).map(([name, spec]) => [name, spec.valid]));
  const fields = target.body.kind === 'json' ? target.body.fields : {};
  const fieldNames = Object.keys(fields);
  const required = fieldNames.filter((name) => fields[name]?.required);
  const baseObject = Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.valid]));
  const reserved = new Set(fieldNames);
  const hasJsonBody = target.body.kind === 'json';
  const validBody = () => (hasJsonBody ? jsonBody(baseObject) : undefined);
  const valid: Partial<FuzzRequest> = {
    params,
    ...(hasJsonBody ? { body: validBody(), contentType: 'application/json' } : {}),
  };
  const defects: fc.Arbitrary<FuzzRequest>[] = [];
  const add = (arbitrary: fc.Arbitrary<FuzzRequest>, weight = 1) => {
    for (let i = 0; i < weight; i += 1) defects.push(arbitrary);
  };

  if (target.route.split(' ')[0] !== 'GET') {
    add(
      fc
        .oneof(
          fc.constant('omit'),
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.constant('x'.repeat(300)),
          fc.constantFrom(...NOSQL_STRINGS),
        )
        .map((xsrf) =>
          request(target, 'anti-forgery token', {
            ...valid,
            ...(target.body.kind === 'multipart' ? form(VALID_SLIDE) : {}),
            xsrf,
          }),
        ),
    );
  }
  for (const [name, spec] of Object.entries(target.params)) {
    add(
      spec.bad.map((value) =>
        request(target, `path parameter ${name}`, {
          ...valid,
          ...(target.body.kind === 'multipart' ? form(VALID_SLIDE) : {}),
          params: { ...params, [name]: value },
        }),
      ),
      2,
    );
  }
  // Ill-formed text (a lone surrogate) in any string the request carries is refused before use.
  for (const [name, spec] of Object.entries(target.params)) {
    if (typeof spec.valid !== 'string') continue;
    add(
      illFormed(spec.valid).map((value) =>
        request(target, `ill-formed text in path parameter ${name}`, {
          ...valid,
          ...(target.body.kind === 'multipart' ? form(VALID_SLIDE) : {}),
          params: { ...params, [name]: value },
        }),
      ),
    );
  }
  for (const [name, spec] of Object.entries(fields)) {
    if (typeof spec.valid !== 'string') continue;
    add(
      illFormed(spec.valid).map((value) =>
        request(target, `ill-formed text in field ${name}`, {
          ...valid,
          body: jsonBody({ ...baseObject, [name]: value }),
        }),
      ),
    );
  }
  for (const [name, bad] of Object.entries(target.query)) {
    add(
      bad.map((value) => request(target, `query ${name}`, { ...valid, query: { [name]: value } })),
      2,
    );
  }
  if (target.body.kind === 'multipart') {
    for (const arbitrary of multipartDefects(target)) add(arbitrary);
  } else {
    add(
      malformedJson.map((text) =>
        request(target, 'malformed JSON', {
          ...valid,
          body: { bytes: Buffer.from(text, 'utf8'), base64: false },
          contentType: 'application/json',
        }),
      ),
    );
    add(
      fc.constantFrom<string | null>(...WRONG_JSON_TYPES, null).map((type) =>
        request(target, `content type ${String(type)}`, {
          ...valid,
          body: hasJsonBody ? validBody() : jsonBody({}),
          contentType: type,
        }),
      ),
    );
    add(
      fc.constantFrom(target.bodyLimit + 1, target.bodyLimit * 2, MB).map((size) =>
        request(target, `body of ${size} bytes`, {
          ...valid,
          body: jsonBody({ ...baseObject, pad: 'x'.repeat(size) }),
          contentType: 'application/json',
        }),
      ),
    );
  }
  if (hasJsonBody) {
    add(
      fc
        .oneof(
          fc.array(fc.integer(), { maxLength: 3 }),
          fc.string({ maxLength: 10 }),
          fc.integer(),
          fc.constant(null),
          fc.boolean(),
          fc.constant([baseObject]),
        )
        .map((value) => request(target, 'body not an object', { ...valid, body: jsonBody(value) })),
    );
    if (required.length > 0) {
      add(fc.constant(0).map(() => request(target, 'no body', { ...valid, body: undefined, contentType: null })));
      add(
        fc.tuple(fc.constantFrom(...required), extraFields).map(([name, extras]) =>
          request(target, `missing ${name}`, {
            ...valid,
            body: jsonBody(
              withExtras(
                Object.fromEntries(Object.entries(baseObject).filter(([key]) => key !== name)),
                extras,
                reserved,
              ),
            ),
          }),
        ),
        2,
      );
    }
    for (const [name, spec] of Object.entries(fields)) {
      add(
        fc.tuple(spec.bad, extraFields).map(([value, extras]) =>
          request(target, `field ${name}`, {
            ...valid,
            body: jsonBody(withExtras({ ...baseObject, [name]: value }, extras, reserved)),
          }),
        ),
        3,
      );
    }
  }
  return fc
    .tuple(fc.oneof(...defects), extraQuery)
    .map(([built, extras]) =>
      request(target, built.defect, { ...built, query: { ...Object.fromEntries(extras), ...built.query } }),
    );
}

// ---- sending ----

/** encodeURIComponent, which throws on a lone surrogate (a client would send U+FFFD's bytes). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** The API Gateway event for `request` from `browser`: routeKey and pathParameters as the route matched. */
export function fuzzEvent(browser: ApiClient, request: FuzzRequest): APIGatewayProxyEventV2 {
  const [, template = ''] = request.route.split(' ');
  const rawPath = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeSegment(request.params[name] ?? ''));
  const event = browser.event(request.method, rawPath, {
    ...(request.body
      ? request.body.base64
        ? { binaryBody: request.body.bytes }
        : { rawBody: request.body.bytes.toString('utf8') }
      : {}),
    contentType: request.contentType,
    xsrf: request.xsrf,
    ...(Object.keys(request.query).length > 0 ? { query: request.query } : {}),
  });
  const hasParams = Object.keys(request.params).length > 0;
  return {
    ...event,
    routeKey: request.route,
    requestContext: { ...event.requestContext, routeKey: request.route },
    ...(hasParams ? { pathParameters: { ...request.params } } : {}),
  };
}
