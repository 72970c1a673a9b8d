/**
 * The browser's side of the upload section, as a child process of the benchmark (bench/upload.ts
 * forks it), so sending the bytes never shares an event loop with s3rver and the API receiving them.
 * The file is read lazily from disk (fs.openAsBlob, sliced per part), never held whole in memory.
 *
 * multipart: the admin's flow (web/src/features/admin/uploads/multipart.ts, the web engine itself,
 * with the /api/aws/multipart/* calls of web/src/features/admin/api/multipart-upload.ts made over
 * HTTP with the admin's cookies): start, signed part URLs in batches, parts PUT in parallel, each
 * reported, then complete — timed until complete has answered, i.e. the object exists.
 * put: one PUT of the whole file to a presigned URL.
 */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { VIDEO_CONTENT_TYPE, type VideoFolder } from '../functions/shared/schemas';
import { ApiSession, adminSessionAt } from '../tests/support/api-session';
import {
  uploadMultipart,
  type MultipartSession,
  type MultipartTransport,
} from '../web/src/features/admin/uploads/multipart';

export type UploadRequest =
  | { kind: 'put'; url: string; file: string }
  | {
      kind: 'multipart';
      baseUrl: string;
      admin: { email: string; password: string };
      file: string;
      folder: VideoFolder;
      title: string;
    };

export interface UploadResult {
  bytes: number;
  ms: number;
  parts?: number;
  /** Multipart only: how long complete took (s3rver assembling the object). */
  completeMs?: number;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} answered ${status}`);
  }
}

async function putFile(url: string, file: string): Promise<UploadResult> {
  const blob = await openAsBlob(file);
  const started = performance.now();
  const response = await fetch(url, { method: 'PUT', body: blob, headers: { 'content-type': VIDEO_CONTENT_TYPE } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new HttpError(response.status, 'single PUT');
  return { bytes: blob.size, ms: performance.now() - started };
}

function apiTransport(
  session: ApiSession,
  folder: VideoFolder,
  start: () => Promise<MultipartSession>,
  timing: { completeMs: number },
): MultipartTransport {
  const path = (step: string) => `/api/aws/multipart/${step}/${folder}`;
  const ids = (s: MultipartSession) => ({ uploadId: s.uploadId, key: s.key });
  return {
    start,
    sign: (s, partNumbers) => session.expect(200, 'POST', path('sign'), { ...ids(s), partNumbers }),
    putPart: async (url, body) => {
      const response = await fetch(url, { method: 'PUT', body });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      if (response.status !== 200 || !etag)
        throw Object.assign(new HttpError(response.status, 'part PUT'), { status: response.status });
      return etag;
    },
    reportPart: async (s, part) => {
      await session.expect(200, 'PUT', path('part'), { ...ids(s), ...part });
    },
    complete: async (s, parts) => {
      const started = performance.now();
      await session.expect(200, 'POST', path('complete'), { ...ids(s), parts });
      timing.completeMs = performance.now() - started;
    },
    abort: async (s) => {
      await session.expect(200, 'DELETE', path('abort'), ids(s));
    },
  };
}

async function multipart(request: Extract<UploadRequest, { kind: 'multipart' }>): Promise<UploadResult> {
  const session = await adminSessionAt(request.baseUrl, request.admin);
  const info = await stat(request.file);
  const file = await openAsBlob(request.file);
  const start = () =>
    session.expect<MultipartSession>(200, 'POST', `/api/aws/multipart/start/${request.folder}`, {
      title: request.title,
      filename: basename(request.file),
      size: file.size,
      lastModified: Math.floor(info.mtimeMs),
      contentType: VIDEO_CONTENT_TYPE,
      alYear: 'all',
      caption: 'Benchmark upload',
    });
  const timing = { completeMs: 0 };
  const started = performance.now();
  const { parts } = await uploadMultipart({ file, transport: apiTransport(session, request.folder, start, timing) });
  return { bytes: file.size, ms: performance.now() - started, parts: parts.length, completeMs: timing.completeMs };
}

process.on('message', (request: UploadRequest) => {
  (request.kind === 'put' ? putFile(request.url, request.file) : multipart(request)).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) =>
      process.send?.({
        ok: false,
        error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
      }),
  );
});
