/**
 * One PUT of a file (or a slice of one) to a presigned S3 URL. XMLHttpRequest rather than fetch:
 * fetch still reports no upload progress in the browsers students and tutors use, and the form shows
 * "Uploading: N%". No cookies go with it (withCredentials stays false): the URL is the credential.
 */

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'AbortError';
  }
}

/** status 0: the request never got an answer (network down, CORS refused, timeout). */
export class UploadHttpError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(status ? `Upload refused with HTTP ${status}` : 'Upload failed: no answer from the storage server');
    this.name = 'UploadHttpError';
    this.status = status;
  }
}

export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

export interface PutRequest {
  url: string;
  body: Blob;
  /** Sent exactly as given; a presigned URL that signs Content-Type refuses any other value. */
  headers?: Record<string, string>;
  /** Bytes of this body sent so far, and its size. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface PutResult {
  /** S3's ETag header (quotes included); null when the bucket's CORS rules do not expose it. */
  etag: string | null;
}

type XhrFactory = () => XMLHttpRequest;

const browserXhr: XhrFactory = () => new XMLHttpRequest();

export function putWithProgress(request: PutRequest, createXhr: XhrFactory = browserXhr): Promise<PutResult> {
  const { url, body, headers = {}, onProgress, signal } = request;
  return new Promise<PutResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };

    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(body.size, body.size);
          resolve({ etag: xhr.getResponseHeader('ETag') });
        } else reject(new UploadHttpError(xhr.status));
      });
    xhr.onerror = () => settle(() => reject(new UploadHttpError(0)));
    xhr.ontimeout = () => settle(() => reject(new UploadHttpError(0)));
    xhr.onabort = () => settle(() => reject(new UploadAbortedError()));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
