/**
 * The upload engine without React (web/src/features/admin/uploads): one PUT with XHR progress,
 * the resumable multipart upload against a fake of the contract's multipart endpoints (parts
 * stored per upload id, as the server records them), and the upload's step order with a failure per step.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import type {
  CompletedPart,
  MultipartSession,
  MultipartTransport,
} from '../../web/src/features/admin/uploads/multipart';
import { MultipartError, uploadMultipart } from '../../web/src/features/admin/uploads/multipart';
import { isAbort, putWithProgress, UploadHttpError } from '../../web/src/features/admin/uploads/single-put';
import { SINGLE_PUT_MAX_BYTES as MULTIPART_THRESHOLD } from '../../functions/shared/schemas';
import {
  uploadVideo,
  VideoUploadError,
  type VideoDraft,
  type VideoUploadDeps,
} from '../../web/src/features/admin/uploads/upload-video';
import { mockXhr, s3Ok } from './helpers/xhr';

const bytes = (n: number) => new Blob([new Uint8Array(n).map((_, i) => i % 251)]);
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('putWithProgress (one presigned PUT over XHR)', () => {
  it('sends the body with exactly the given headers, reports progress and resolves with the ETag', async () => {
    const xhr = mockXhr();
    const progress: Array<[number, number]> = [];
    const body = bytes(1000);
    const done = putWithProgress({
      url: 'https://s3.local/free/Lesson%201video?X-Amz-Expires=900',
      body,
      headers: { 'Content-Type': 'video/mp4' },
      onProgress: (l, t) => progress.push([l, t]),
    });
    const request = xhr.requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://s3.local/free/Lesson%201video?X-Amz-Expires=900');
    expect(request.headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect(request.body).toBe(body);
    request.progress(250);
    request.progress(900);
    request.respond(200, { ETag: '"abc"' });
    await expect(done).resolves.toEqual({ etag: '"abc"' });
    expect(progress).toEqual([
      [250, 1000],
      [900, 1000],
      [1000, 1000],
    ]);
  });

  it('rejects with the status for a refused PUT (e.g. an expired URL) and with 0 for a network error', async () => {
    const xhr = mockXhr();
    const refused = putWithProgress({ url: 'https://s3.local/a', body: bytes(10) });
    xhr.requests[0]!.respond(403);
    await expect(refused).rejects.toMatchObject({ name: 'UploadHttpError', status: 403 });
    const dropped = putWithProgress({ url: 'https://s3.local/b', body: bytes(10) });
    xhr.requests[1]!.failNetwork();
    await expect(dropped).rejects.toBeInstanceOf(UploadHttpError);
    await expect(dropped).rejects.toMatchObject({ status: 0 });
  });

  it('aborts the request when the signal fires', async () => {
    const xhr = mockXhr();
    const controller = new AbortController();
    const upload = putWithProgress({ url: 'https://s3.local/a', body: bytes(10), signal: controller.signal });
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(xhr.requests[0]!.aborted).toBe(true);
  });
});

/**
 * The server side of "Large videos": start creates or resumes an upload (same file → same uploadId
 * and the parts recorded so far), sign returns ≤ 20 URLs, part records, complete joins.
 */
function fakeMultipartServer(options: {
  partSize: number;
  size: number;
  recorded?: CompletedPart[];
  failPut?: (part: number, attempt: number) => boolean;
  expiresIn?: number;
}) {
  const recorded = new Map((options.recorded ?? []).map((p) => [p.partNumber, p.etag]));
  const session: MultipartSession = {
    uploadId: 'up-1',
    key: 'Big lecturevideo',
    partSize: options.partSize,
    partCount: Math.ceil(options.size / options.partSize),
    completedParts: [...recorded.entries()].map(([partNumber, etag]) => ({ partNumber, etag })),
  };
  const signCalls: number[][] = [];
  const puts: Array<{ part: number; size: number }> = [];
  const attempts = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const pendingPuts: Array<() => void> = [];
  const transport: MultipartTransport & { abort: ReturnType<typeof vi.fn>; complete: ReturnType<typeof vi.fn> } = {
    start: vi.fn(async () => session),
    sign: vi.fn(async (_s: MultipartSession, partNumbers: number[]) => {
      signCalls.push(partNumbers);
      if (partNumbers.length > 20) throw new Error('at most 20 per call');
      return {
        urls: Object.fromEntries(
          partNumbers.map((n) => [String(n), `https://s3.local/part/${n}?sig=${signCalls.length}`]),
        ),
        expiresIn: options.expiresIn ?? 900,
      };
    }),
    putPart: (url, body, onProgress, signal) =>
      new Promise<string>((resolve, reject) => {
        const part = Number(/part\/(\d+)/.exec(url)![1]);
        const attempt = (attempts.get(part) ?? 0) + 1;
        attempts.set(part, attempt);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        onProgress(Math.floor(body.size / 2));
        let settled = false;
        const finish = () => {
          if (settled) return;
          settled = true;
          inFlight -= 1;
          signal.removeEventListener('abort', onAbort);
          if (options.failPut?.(part, attempt)) return reject(new UploadHttpError(0));
          puts.push({ part, size: body.size });
          onProgress(body.size);
          resolve(`"etag-${part}"`);
        };
        const onAbort = () => {
          if (settled) return;
          settled = true;
          inFlight -= 1;
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        };
        signal.addEventListener('abort', onAbort);
        pendingPuts.push(finish);
      }),
    reportPart: vi.fn(async (_s: MultipartSession, part: CompletedPart) => {
      recorded.set(part.partNumber, part.etag);
    }),
    complete: vi.fn(async () => undefined),
    abort: vi.fn(async () => undefined),
  };
  /** Lets every PUT in flight finish (they wait, so the test sees how many run at once). */
  const releaseAll = async () => {
    while (pendingPuts.length) {
      pendingPuts.splice(0).forEach((finish) => finish());
      await flush();
    }
  };
  return {
    transport,
    session,
    recorded,
    signCalls,
    puts,
    attempts,
    maxInFlight: () => maxInFlight,
    releaseAll,
    pendingPuts,
  };
}

describe('uploadMultipart (resumable, parts in parallel)', () => {
  it('uploads every part 4 at a time from signed batches, reports each, and completes with the sorted parts', async () => {
    const size = 10 * 100 + 37; // 11 parts of 100 bytes, the last one short
    const server = fakeMultipartServer({ partSize: 100, size });
    const progress: number[] = [];
    const upload = uploadMultipart({
      file: bytes(size),
      transport: server.transport,
      signBatch: 5,
      onProgress: (uploaded) => progress.push(uploaded),
    });
    await flush();
    await server.releaseAll();
    const result = await upload;

    expect(server.maxInFlight()).toBe(4);
    expect(server.puts.map((p) => p.part).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(server.puts.find((p) => p.part === 11)!.size).toBe(37);
    expect(server.signCalls.every((batch) => batch.length <= 5)).toBe(true);
    expect(server.signCalls.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(server.recorded.size).toBe(11);
    const parts = Array.from({ length: 11 }, (_, i) => ({ partNumber: i + 1, etag: `"etag-${i + 1}"` }));
    expect(server.transport.complete).toHaveBeenCalledWith(server.session, parts);
    expect(result).toEqual({ key: 'Big lecturevideo', parts });
    // Byte-accurate: never above the file, never backwards at the end, and the whole file at last.
    expect(Math.max(...progress)).toBe(size);
    expect(progress.at(-1)).toBe(size);
    expect(progress.some((p) => p % 100 === 50)).toBe(true); // half-sent parts are counted
  });

  it('resumes: only the parts the server does not hold travel, and progress starts from what is stored', async () => {
    const size = 500;
    const server = fakeMultipartServer({
      partSize: 100,
      size,
      recorded: [
        { partNumber: 1, etag: '"etag-1"' },
        { partNumber: 3, etag: '"etag-3"' },
      ],
    });
    const sessions: unknown[] = [];
    const progress: number[] = [];
    const upload = uploadMultipart({
      file: bytes(size),
      transport: server.transport,
      onSession: (info) => sessions.push(info),
      onProgress: (uploaded) => progress.push(uploaded),
    });
    await flush();
    await server.releaseAll();
    await upload;
    expect(sessions).toEqual([{ partCount: 5, resumedParts: 2, resumedBytes: 200 }]);
    expect(progress[0]).toBe(200);
    expect(server.puts.map((p) => p.part).sort()).toEqual([2, 4, 5]);
    expect(server.signCalls.flat().sort()).toEqual([2, 4, 5]);
    expect(server.transport.complete).toHaveBeenCalledWith(
      server.session,
      [1, 2, 3, 4, 5].map((n) => ({ partNumber: n, etag: `"etag-${n}"` })),
    );
  });

  it('cancel stops the parts in flight, aborts the upload on the server and does not complete it', async () => {
    const server = fakeMultipartServer({ partSize: 100, size: 1000 });
    const controller = new AbortController();
    const upload = uploadMultipart({ file: bytes(1000), transport: server.transport, signal: controller.signal });
    await flush();
    expect(server.pendingPuts.length).toBe(4);
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(server.transport.abort).toHaveBeenCalledWith(server.session);
    expect(server.transport.complete).not.toHaveBeenCalled();
    expect(server.puts).toHaveLength(0);
  });

  it('a dropped connection fails the upload without aborting it on the server, so it can resume', async () => {
    const server = fakeMultipartServer({ partSize: 100, size: 600, failPut: (part) => part === 5 });
    const upload = uploadMultipart({ file: bytes(600), transport: server.transport, retryDelayMs: 0, maxAttempts: 2 });
    const settled = upload.catch((e: unknown) => e);
    await flush();
    await server.releaseAll();
    const error = await settled;
    expect(error).toBeInstanceOf(MultipartError);
    expect((error as MultipartError).stage).toBe('upload');
    expect(server.attempts.get(5)).toBe(2); // retried once with a fresh URL
    expect(server.transport.abort).not.toHaveBeenCalled();
    expect(server.transport.complete).not.toHaveBeenCalled();
    // The parts that made it are on record: a new start would resume after them.
    expect([...server.recorded.keys()]).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });

  it('retries a refused part with a freshly signed URL', async () => {
    const server = fakeMultipartServer({
      partSize: 100,
      size: 300,
      failPut: (part, attempt) => part === 2 && attempt === 1,
    });
    const upload = uploadMultipart({ file: bytes(300), transport: server.transport, retryDelayMs: 0 });
    await flush();
    await server.releaseAll();
    await upload;
    expect(server.signCalls.filter((batch) => batch.includes(2))).toHaveLength(2);
    expect(server.transport.complete).toHaveBeenCalled();
  });

  it('retries a failed report without sending the stored part again', async () => {
    const server = fakeMultipartServer({ partSize: 100, size: 200 });
    const report = server.transport.reportPart;
    let failures = 0;
    server.transport.reportPart = async (s, part) => {
      if (part.partNumber === 2 && failures++ === 0) throw new ApiError(0, 'Network error');
      return report(s, part);
    };
    const upload = uploadMultipart({ file: bytes(200), transport: server.transport, retryDelayMs: 0 });
    await flush();
    await server.releaseAll();
    await upload;
    expect(server.attempts.get(2)).toBe(1);
    expect([...server.recorded.keys()].sort()).toEqual([1, 2]);
  });

  it('signs again instead of using a URL in its last minute', async () => {
    let clock = 0;
    const server = fakeMultipartServer({ partSize: 100, size: 800, expiresIn: 120 });
    const upload = uploadMultipart({ file: bytes(800), transport: server.transport, now: () => clock });
    await flush();
    clock = 90_000; // parts 5–8 were signed at 0 s for 120 s: only 30 s left
    await server.releaseAll();
    await upload;
    expect(server.signCalls).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [5, 6, 7, 8],
    ]);
  });

  it('reports a failed start as the start stage', async () => {
    const server = fakeMultipartServer({ partSize: 100, size: 300 });
    server.transport.start = async () => {
      throw new ApiError(409, 'A video with this title already exists.');
    };
    const error = await uploadMultipart({ file: bytes(300), transport: server.transport }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MultipartError', stage: 'start' });
    expect((error as MultipartError).cause).toBeInstanceOf(ApiError);
  });
});

describe('uploadVideo (step order and a failure per step)', () => {
  const draft: VideoDraft = { folder: 'Theory', year: '2026', title: 'Lesson 1', caption: 'Kinematics' };
  const small = () => new File([bytes(2000)], 'lesson1.mp4', { type: 'video/mp4' });
  const thumb = new Blob([bytes(100)], { type: 'image/jpeg' });

  function deps(overrides: Partial<VideoUploadDeps> = {}) {
    const order: string[] = [];
    const signed = (url: string) => ({ signedUrl: url, key: url, expiresIn: 900 });
    const d: VideoUploadDeps = {
      putVideo: async () => (order.push('putVideo'), signed('https://s3.local/Theory/Lesson%201video')),
      putThumbnail: async () => (order.push('putThumbnail'), signed('https://s3.local/Theory/Lesson%201image')),
      completeVideo: async () => void order.push('completeVideo'),
      multipart: () => {
        throw new Error('not large');
      },
      put: async (request) => {
        order.push(`PUT ${request.url} ${request.headers?.['Content-Type'] ?? ''}`.trim());
        request.onProgress?.(request.body.size, request.body.size);
        return { etag: '"e"' };
      },
      ...overrides,
    };
    return { deps: d, order };
  }

  it('signs the video, sends it, signs the thumbnail, sends it, then completes', async () => {
    const { deps: d, order } = deps();
    await uploadVideo(draft, { video: small(), thumbnail: thumb, thumbnailName: 't.jpg' }, d);
    expect(order).toEqual([
      'putVideo',
      'PUT https://s3.local/Theory/Lesson%201video video/mp4',
      'putThumbnail',
      'PUT https://s3.local/Theory/Lesson%201image image/jpeg',
      'completeVideo',
    ]);
  });

  it.each([
    ['putVideo', 'videoUrl', ['putVideo']],
    ['video PUT', 'video', ['putVideo', 'PUT']],
    ['putThumbnail', 'thumbnailUrl', ['putVideo', 'PUT', 'putThumbnail']],
    ['thumbnail PUT', 'thumbnail', ['putVideo', 'PUT', 'putThumbnail', 'PUT']],
    ['completeVideo', 'complete', ['putVideo', 'PUT', 'putThumbnail', 'PUT', 'completeVideo']],
  ] as const)('a failing %s stops there as step %s', async (failing, stepName, reached) => {
    let puts = 0;
    const boom = () => {
      throw new ApiError(500, 'Internal error');
    };
    const { deps: d, order } = deps();
    const wrapped: VideoUploadDeps = {
      ...d,
      putVideo: failing === 'putVideo' ? async () => (order.push('putVideo'), boom()) : d.putVideo,
      putThumbnail: failing === 'putThumbnail' ? async () => (order.push('putThumbnail'), boom()) : d.putThumbnail,
      completeVideo: failing === 'completeVideo' ? async () => (order.push('completeVideo'), boom()) : d.completeVideo,
      put: async () => {
        puts += 1;
        order.push('PUT');
        if ((failing === 'video PUT' && puts === 1) || (failing === 'thumbnail PUT' && puts === 2))
          throw new UploadHttpError(403);
        return { etag: null };
      },
    };
    const error = await uploadVideo(draft, { video: small(), thumbnail: thumb, thumbnailName: 't.jpg' }, wrapped).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VideoUploadError);
    expect((error as VideoUploadError).step).toBe(stepName);
    expect(order).toEqual(reached);
  });

  it('sends a video over 64 MB in parts, then the thumbnail and completeVideo', async () => {
    const big = new File([bytes(300)], 'big.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
    Object.defineProperty(big, 'size', { value: MULTIPART_THRESHOLD + 1 });
    const partSize = 16 * 1024 * 1024;
    const partCount = Math.ceil((MULTIPART_THRESHOLD + 1) / partSize);
    const calls: string[] = [];
    const { deps: d, order } = deps({
      putVideo: async () => {
        throw new Error('a large video must not be sent in one PUT');
      },
      multipart: (draftArg, video) => {
        expect(draftArg).toBe(draft);
        expect(video).toBe(big);
        return {
          start: async () => (
            calls.push('start'),
            {
              uploadId: 'u',
              key: 'Lesson 1video',
              partSize,
              partCount,
              completedParts: [{ partNumber: 1, etag: '"e1"' }],
            }
          ),
          sign: async (_s, numbers) => (
            calls.push(`sign ${numbers.join(',')}`),
            { urls: Object.fromEntries(numbers.map((n) => [String(n), `https://s3.local/p${n}`])), expiresIn: 900 }
          ),
          reportPart: async (_s, part) => void calls.push(`part ${part.partNumber}`),
          complete: async (_s, parts) => void calls.push(`complete ${parts.length}`),
          abort: async () => void calls.push('abort'),
        };
      },
    });
    const resumes: unknown[] = [];
    await uploadVideo(draft, { video: big, thumbnail: thumb, thumbnailName: 't.jpg' }, d, {
      onResume: (info) => resumes.push(info),
    });
    expect(resumes).toEqual([{ resumedParts: 1, partCount }]);
    expect(calls[0]).toBe('start');
    expect(calls.at(-1)).toBe(`complete ${partCount}`);
    expect(calls.filter((c) => c.startsWith('part ')).sort()).toEqual(
      ['part 2', 'part 3', 'part 4', 'part 5'].slice(0, partCount - 1),
    );
    expect(order.slice(-3)).toEqual([
      'putThumbnail',
      'PUT https://s3.local/Theory/Lesson%201image image/jpeg',
      'completeVideo',
    ]);
  });

  it('a missing part ETag (bucket CORS not exposing it) fails the video step', async () => {
    const big = new File([bytes(300)], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: MULTIPART_THRESHOLD + 1 });
    const { deps: d } = deps({
      multipart: () => ({
        start: async () => ({ uploadId: 'u', key: 'k', partSize: 16 * 1024 * 1024, partCount: 5, completedParts: [] }),
        sign: async (_s, numbers) => ({
          urls: Object.fromEntries(numbers.map((n) => [String(n), `https://s3.local/p${n}`])),
          expiresIn: 900,
        }),
        reportPart: async () => undefined,
        complete: async () => undefined,
        abort: async () => undefined,
      }),
      put: async () => ({ etag: null }),
    });
    const error = await uploadVideo(draft, { video: big, thumbnail: thumb, thumbnailName: 't.jpg' }, d).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'VideoUploadError', step: 'video' });
  });
});

describe('the XHR network boundary end to end', () => {
  it('s3Ok answers with an ETag the engine reads', async () => {
    mockXhr(s3Ok);
    await expect(putWithProgress({ url: 'https://s3.local/part/3?sig=1', body: bytes(5) })).resolves.toEqual({
      etag: '"etag-3"',
    });
  });
});
