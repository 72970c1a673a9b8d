/**
 * The slides group against the real engines: multipart uploads (real JPEG and PNG bytes) into this
 * file's own slides bucket, captions in any script, the image checked by its bytes and its size,
 * the public list with presigned URLs that download the same bytes, delete — and the admin routes
 * refused to a student (403) and a visitor (401). One test goes through the local HTTP server with
 * a browser-style FormData body, as the admin console sends it.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiAdapter, type LambdaHttpHandler, type RouteGroup } from '../../local/server/api';
import { close, createLocalServer } from '../../local/server';
import { buckets } from '../../functions/shared/resources';
import { clock } from '../../functions/shared/clock';
import { s3 } from '../../functions/shared/s3';
import { SLIDE_IMAGE_MAX_BYTES, type SlideCreatedResponse, type SlidesResponse } from '../../functions/shared/schemas';
import { handler as slidesHandler } from '../../functions/slides/handler';
import { slideRouteKeys } from '../../functions/slides/route-keys';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { ApiClient } from './support/client';
import { ADMIN, adminBrowser, verifiedStudent } from './support/fixtures';
import { gateway } from './support/gateway';
import { createIsolatedBuckets } from './support/media';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: slideRouteKeys, handler: slidesHandler },
]);

const JPEG = readFileSync(new URL('../../local/seed/assets/ohms-law-basics.jpg', import.meta.url));
const SINHALA = 'බදුල්ල ශාඛාව – 2026 න්‍යාය පන්ති ආරම්භ වේ!';
const MISSING = { message: 'Please add a caption and choose an image.', code: 'slide.missing' };

/** A real 2×2 RGB PNG: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = png();

type Part = [name: string, value: string | Blob, fileName?: string];
const file = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** Encodes parts exactly as a browser's FormData would (boundary and all). */
async function multipart(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://localhost/api/slides', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** POST /api/slides as API Gateway delivers a multipart body: base64, isBase64Encoded. */
async function upload<T = SlideCreatedResponse>(browser: ApiClient, parts: Part[], options: { xsrf?: 'omit' } = {}) {
  const { body, contentType } = await multipart(parts);
  const event = browser.event('POST', '/api/slides', { rawBody: '', contentType, ...options });
  const result = await api({ ...event, body: body.toString('base64'), isBase64Encoded: true });
  return { status: result.statusCode ?? 200, body: JSON.parse(result.body ?? 'null') as T & { message?: string } };
}

const slidePartsOf = (caption: string, bytes: Uint8Array = JPEG, type = 'image/jpeg', name = 'slide.jpg'): Part[] => [
  ['caption', caption],
  ['image', file(bytes, type), name],
];

async function listed(browser: ApiClient = visitor): Promise<SlidesResponse['slides']> {
  const response = await browser.get<SlidesResponse>('/api/slides');
  expect(response.status).toBe(200);
  return response.body.slides;
}

async function download(url: string): Promise<{ bytes: Buffer; type: string | null }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

const objectExists = async (id: string): Promise<boolean> => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: process.env[buckets.slides.envVar], Key: id }));
    return true;
  } catch {
    return false;
  }
};

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  // Before any handler reads the bucket name (config caches it on first read).
  await createIsolatedBuckets(['slides']);
  visitor = await new ApiClient(api).prime();
  admin = await adminBrowser(api);
  ({ browser: student } = await verifiedStudent(api));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/slides', () => {
  it('stores a JPEG with a Sinhala caption: 201 with the slide, listed publicly with a URL that downloads the same bytes', async () => {
    const response = await upload(admin, slidePartsOf(`  ${SINHALA}  `));
    expect(response.status).toBe(201);
    const { slide } = response.body;
    expect(slide).toEqual({
      id: expect.stringMatching(/^\d{13}-[0-9a-f]{16}$/),
      caption: SINHALA,
      url: expect.stringContaining(slide.id),
    });
    const fromUpload = await download(slide.url);
    expect(fromUpload.bytes.equals(JPEG)).toBe(true);
    expect(fromUpload.type).toBe('image/jpeg');

    const item = (await listed()).find((s) => s.id === slide.id);
    expect(item?.caption).toBe(SINHALA);
    const url = new URL(item?.url ?? '');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
    expect((await download(item?.url ?? '')).bytes.equals(JPEG)).toBe(true);
  });

  it('trusts the bytes, not the declared type or name: a PNG sent as octet-stream is stored as image/png', async () => {
    const response = await upload(
      admin,
      slidePartsOf('Bandarawela branch', PNG, 'application/octet-stream', 'photo.bin'),
    );
    expect(response.status).toBe(201);
    const stored = await download(response.body.slide.url);
    expect(stored.bytes.equals(PNG)).toBe(true);
    expect(stored.type).toBe('image/png');
  });

  it('415 for a text file named .jpg and declared image/jpeg; nothing stored', async () => {
    const before = (await listed()).length;
    const text = Buffer.from('Not a picture at all, just words in a file called slide.jpg.\n');
    const response = await upload(admin, slidePartsOf('Fake', text, 'image/jpeg', 'slide.jpg'));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Slides must be JPEG, PNG or WebP images.', code: 'slide.imageType' });
    expect(await listed()).toHaveLength(before);
  });

  it('413 for an image over 2 MB; nothing stored', async () => {
    const before = (await listed()).length;
    const big = Buffer.concat([JPEG, Buffer.alloc(SLIDE_IMAGE_MAX_BYTES + 1 - JPEG.length, 0)]);
    const response = await upload(admin, slidePartsOf('Too big', big));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Slide images can be at most 2 MB.', code: 'slide.tooLarge' });
    expect(await listed()).toHaveLength(before);
  });

  it('400 with the form text for a missing or blank caption or a missing image; 400 for a caption over 200 characters', async () => {
    const before = (await listed()).length;
    for (const parts of [
      [['image', file(JPEG, 'image/jpeg'), 'a.jpg']],
      [
        ['caption', '   '],
        ['image', file(JPEG, 'image/jpeg'), 'a.jpg'],
      ],
      [['caption', 'No image']],
    ] as Part[][]) {
      const response = await upload(admin, parts);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(MISSING);
    }
    const long = await upload(admin, slidePartsOf('c'.repeat(201)));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'A caption can be at most 200 characters.', code: 'slide.caption' });
    expect(await listed()).toHaveLength(before);
  });

  it('415 for a JSON body; 403 without the anti-forgery header', async () => {
    const json = await admin.post('/api/slides', { caption: 'x', image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ message: 'Send the slide as multipart/form-data.', code: 'slide.notMultipart' });
    const forged = await upload(admin, slidePartsOf('No token'), { xsrf: 'omit' });
    expect(forged.status).toBe(403);
  });

  it('401 for a visitor and 403 for a student; nothing stored', async () => {
    const before = (await listed()).length;
    const asVisitor = await upload(visitor, slidePartsOf('Visitor'));
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const asStudent = await upload(student, slidePartsOf('Student'));
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    expect(await listed()).toHaveLength(before);
  });
});

describe('GET /api/slides', () => {
  it('is public, newest first, at most 20', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 21; i += 1) {
      // Minutes apart on the handlers' clock, all later than the slides above.
      vi.spyOn(clock, 'now').mockReturnValue(Date.now() + i * 60_000);
      const response = await upload(admin, slidePartsOf(`Slide ${i}`, PNG, 'image/png', `${i}.png`));
      expect(response.status).toBe(201);
      ids.push(response.body.slide.id);
    }
    vi.restoreAllMocks();
    const slides = await listed(visitor);
    expect(slides).toHaveLength(20);
    expect(slides.map((s) => s.id)).toEqual(ids.slice(1).reverse());
    expect(slides.map((s) => s.caption)).toEqual(
      ids
        .slice(1)
        .map((_, i) => `Slide ${i + 2}`)
        .reverse(),
    );
  });
});

describe('DELETE /api/slides/{id}', () => {
  it('401 for a visitor, 403 for a student; the admin deletes it (object gone, not listed); again → 404', async () => {
    const { body } = await upload(admin, slidePartsOf('To be deleted'));
    const id = body.slide.id;
    const path = `/api/slides/${id}`;
    expect((await visitor.delete(path)).status).toBe(401);
    expect((await student.delete(path)).status).toBe(403);
    expect(await objectExists(id)).toBe(true);

    const response = await admin.delete(path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Slide deleted' });
    expect(await objectExists(id)).toBe(false);
    expect((await listed()).map((s) => s.id)).not.toContain(id);

    const again = await admin.delete(path);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Slide not found.', code: 'slide.slideNotFound' });
    expect((await admin.delete('/api/slides/not-a-slide-id')).status).toBe(404);
  });
});

describe('through the local HTTP server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const groups: RouteGroup[] = [
      { name: 'user', entry: 'functions/user/handler.ts', routes: userRouteKeys },
      { name: 'slides', entry: 'functions/slides/handler.ts', routes: slideRouteKeys },
    ];
    const handlers: Record<string, LambdaHttpHandler> = { user: userHandler, slides: slidesHandler };
    const adapter = createApiAdapter({
      groups,
      root: process.cwd(),
      loadHandler: async (group) => handlers[group.name]!,
    });
    server = createLocalServer({ api: adapter, site: (_req, res) => void res.writeHead(404).end(), headers: {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await close(server);
  });

  it('a browser-style FormData upload arrives byte for byte', async () => {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
    };
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    remember(await fetch(`${origin}/api/user/check-auth`));
    const login = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    remember(login);

    // An hour ahead on the handlers' clock: newer than every slide the tests above stored.
    vi.spyOn(clock, 'now').mockReturnValue(Date.now() + 60 * 60_000);
    const form = new FormData();
    form.append('caption', SINHALA);
    form.append('image', file(JPEG, 'image/jpeg'), 'ohms-law.jpg');
    const response = await fetch(`${origin}/api/slides`, {
      method: 'POST',
      headers: { cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: form,
    });
    expect(response.status).toBe(201);
    const { slide } = (await response.json()) as SlideCreatedResponse;
    expect(slide.caption).toBe(SINHALA);
    expect((await download(slide.url)).bytes.equals(JPEG)).toBe(true);

    // Listed first for a visitor (no cookies).
    const list = (await (await fetch(`${origin}/api/slides`)).json()) as SlidesResponse;
    expect(list.slides[0]).toMatchObject({ id: slide.id, caption: SINHALA });
    expect((await download(list.slides[0]?.url ?? '')).bytes.equals(JPEG)).toBe(true);
  });
});
