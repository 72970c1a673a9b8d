/**
 * A large lecture as an S3 multipart upload through presigned part URLs (lectures too
 * large for one PUT). The server remembers which parts arrived, so a start after a reload or a dropped
 * connection returns them and only the missing parts travel again. Memory stays bounded: each part
 * is a lazy File.slice, read by the browser while it sends, so at most `concurrency` parts are out.
 * The network is injected (MultipartTransport), so this runs and is tested without React or a browser.
 */
import {
  SIGN_PARTS_MAX,
  type FinishedPart as CompletedPart,
  type MultipartSignResponse as SignedParts,
  type MultipartStartResponse as MultipartSession,
} from '@schemas';
import { isAbort, UploadAbortedError } from './single-put';

export type { CompletedPart, MultipartSession, SignedParts };

export interface MultipartTransport {
  start(): Promise<MultipartSession>;
  sign(session: MultipartSession, partNumbers: number[]): Promise<SignedParts>;
  /** PUTs one part and resolves with its ETag. */
  putPart(url: string, body: Blob, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<string>;
  /** Records a stored part on the server, so a later start resumes after it. */
  reportPart(session: MultipartSession, part: CompletedPart): Promise<void>;
  complete(session: MultipartSession, parts: CompletedPart[]): Promise<void>;
  abort(session: MultipartSession): Promise<void>;
}

interface MultipartOptions {
  file: Blob;
  transport: MultipartTransport;
  signal?: AbortSignal;
  /** Parts in flight at once. */
  concurrency?: number;
  /** Part URLs asked for per sign call (the contract allows up to 20). */
  signBatch?: number;
  /** Tries per part before the upload fails (a fresh URL each time: an old one may have expired). */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Called once the server has answered start: how much of the file it already holds. */
  onSession?: (info: { partCount: number; resumedParts: number; resumedBytes: number }) => void;
  /** Bytes of the whole file stored or in flight, counted byte by byte. */
  onProgress?: (uploaded: number, total: number) => void;
  now?: () => number;
}

type MultipartStage = 'start' | 'upload' | 'complete';

/** Where it failed: before anything could be sent (start), sending parts, or joining them. */
export class MultipartError extends Error {
  readonly stage: MultipartStage;

  constructor(stage: MultipartStage, cause: unknown) {
    super(`Multipart upload failed at ${stage}`, { cause });
    this.name = 'MultipartError';
    this.stage = stage;
  }
}

/** A URL is not used in its last minute: a 16 MiB part on a slow line may need that long. */
const EXPIRY_MARGIN_MS = 60_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Worth another try: no answer (status 0), an expired URL (403), throttling or a server fault.
 * Anything without an HTTP status (e.g. a missing ETag header) would fail the same way again.
 */
function isRetryable(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return (
    typeof status === 'number' && (status === 0 || status === 403 || status === 408 || status === 429 || status >= 500)
  );
}

export async function uploadMultipart(options: MultipartOptions): Promise<{ key: string; parts: CompletedPart[] }> {
  const {
    file,
    transport,
    signal,
    concurrency = 4,
    signBatch = SIGN_PARTS_MAX,
    maxAttempts = 3,
    retryDelayMs = 500,
    now = Date.now,
  } = options;
  const throwIfCancelled = () => {
    if (signal?.aborted) throw new UploadAbortedError();
  };
  throwIfCancelled();

  let session: MultipartSession;
  try {
    session = await transport.start();
    if (session.partCount !== Math.max(1, Math.ceil(file.size / session.partSize)))
      throw new Error('The server planned a different number of parts.');
  } catch (error) {
    throw new MultipartError('start', error);
  }

  // A cancel tells the server to drop the parts; a failure does not, so choosing the file again resumes.
  const cancelled = async (): Promise<never> => {
    await transport
      .abort(session)
      .catch((error: unknown) => console.error('Aborting the multipart upload failed', error));
    throw new UploadAbortedError();
  };
  if (signal?.aborted) return cancelled();

  const partBytes = (n: number) => Math.min(n * session.partSize, file.size) - (n - 1) * session.partSize;
  const done = new Map<number, string>();
  for (const part of session.completedParts) {
    if (part.partNumber >= 1 && part.partNumber <= session.partCount) done.set(part.partNumber, part.etag);
  }
  const missing = Array.from({ length: session.partCount }, (_, i) => i + 1).filter((n) => !done.has(n));
  let storedBytes = [...done.keys()].reduce((sum, n) => sum + partBytes(n), 0);
  options.onSession?.({ partCount: session.partCount, resumedParts: done.size, resumedBytes: storedBytes });

  const inFlight = new Map<number, number>();
  const report = () => {
    let sending = 0;
    inFlight.forEach((loaded) => (sending += loaded));
    options.onProgress?.(storedBytes + sending, file.size);
  };
  report();

  // Stops the other parts as soon as one fails for good, or when the tutor cancels.
  const stop = new AbortController();
  const onCancel = () => stop.abort();
  signal?.addEventListener('abort', onCancel, { once: true });

  const urls = new Map<number, { url: string; expiresAt: number }>();
  let signing: Promise<void> | null = null;
  const freshUrl = (n: number) => {
    const entry = urls.get(n);
    return entry && entry.expiresAt - EXPIRY_MARGIN_MS > now() ? entry.url : undefined;
  };
  // Signs n and the missing parts after it that lack a fresh URL: the URLs the workers need next.
  const signFrom = async (n: number) => {
    const batch = missing.filter((m) => m >= n && !done.has(m) && !freshUrl(m)).slice(0, signBatch);
    const signedAt = now();
    const { urls: signed, expiresIn } = await transport.sign(session, batch);
    for (const [number, url] of Object.entries(signed))
      urls.set(Number(number), { url, expiresAt: signedAt + expiresIn * 1000 });
  };
  const urlFor = async (n: number): Promise<string> => {
    for (;;) {
      const cached = freshUrl(n);
      if (cached) return cached;
      if (signing) {
        // Another worker is signing a batch that probably covers this part too.
        await signing;
        continue;
      }
      signing = signFrom(n);
      try {
        await signing;
      } finally {
        signing = null;
      }
      const url = freshUrl(n);
      if (!url) throw new Error(`The server signed no URL for part ${n}.`);
      return url;
    }
  };

  const uploadPart = async (n: number) => {
    const start = (n - 1) * session.partSize;
    const length = partBytes(n);
    const body = file.slice(start, start + length);
    // Kept across tries: when only the report failed, the stored part is not sent again.
    let etag: string | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        if (!etag) {
          const url = await urlFor(n);
          etag = await transport.putPart(
            url,
            body,
            (loaded) => {
              inFlight.set(n, Math.min(loaded, length));
              report();
            },
            stop.signal,
          );
        }
        await transport.reportPart(session, { partNumber: n, etag });
        inFlight.delete(n);
        done.set(n, etag);
        storedBytes += length;
        report();
        return;
      } catch (error) {
        inFlight.delete(n);
        report();
        if (stop.signal.aborted || isAbort(error) || !isRetryable(error) || attempt >= maxAttempts) throw error;
        urls.delete(n);
        if (retryDelayMs > 0) await wait(retryDelayMs * attempt);
      }
    }
  };

  let next = 0;
  let failure: { reason: unknown } | null = null;
  const worker = async () => {
    while (next < missing.length && !stop.signal.aborted) await uploadPart(missing[next++]!);
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, missing.length) }, () =>
      worker().catch((reason: unknown) => {
        // The first failure is the reason; the others are the parts it stopped.
        failure ??= { reason };
        stop.abort();
      }),
    ),
  );
  signal?.removeEventListener('abort', onCancel);
  if (signal?.aborted) return cancelled();
  if (failure) throw new MultipartError('upload', (failure as { reason: unknown }).reason);

  const parts = [...done.entries()].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
  try {
    await transport.complete(session, parts);
  } catch (error) {
    throw new MultipartError('complete', error);
  }
  return { key: session.key, parts };
}
