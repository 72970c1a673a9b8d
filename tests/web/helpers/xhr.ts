/**
 * XMLHttpRequest faked at the network boundary for uploads to presigned URLs: each request is
 * recorded (method, URL, headers, body) and answered by the test — at once by a responder, or by
 * hand with progress events, a status, response headers, a network error.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  aborted = false;
  settled = false;
  responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor(private readonly network: XhrNetwork) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    this.network.requests.push(this);
    this.network.responder?.(this);
  }

  abort(): void {
    if (this.settled) return;
    this.settled = true;
    this.aborted = true;
    this.onabort?.();
  }

  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }

  /** Bytes sent so far, as the browser's upload progress event reports them. */
  progress(loaded: number, total = this.size()): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  respond(status: number, headers: Record<string, string> = {}): void {
    if (this.settled) return;
    this.settled = true;
    this.status = status;
    this.responseHeaders = headers;
    this.onload?.();
  }

  failNetwork(): void {
    if (this.settled) return;
    this.settled = true;
    this.onerror?.();
  }

  size(): number {
    return this.body instanceof Blob ? this.body.size : 0;
  }
}

export interface XhrNetwork {
  requests: FakeXhr[];
  responder: ((xhr: FakeXhr) => void) | null;
}

/** Replaces the global XMLHttpRequest; `responder` (if given) answers every request as it is sent. */
export function mockXhr(responder: ((xhr: FakeXhr) => void) | null = null) {
  const network: XhrNetwork = { requests: [], responder };
  vi.stubGlobal('XMLHttpRequest', function XMLHttpRequest() {
    return new FakeXhr(network);
  } as unknown as typeof XMLHttpRequest);
  return {
    network,
    requests: network.requests,
    /** Runs a manual answer inside act(), so React sees the state it causes. */
    act: (fn: () => void) => act(fn),
    pending: () => network.requests.filter((r) => !r.settled),
  };
}

/** Answers a presigned PUT like S3: 200 with an ETag derived from the URL. */
export const s3Ok = (xhr: FakeXhr) => {
  xhr.progress(xhr.size());
  xhr.respond(200, { ETag: `"etag-${xhr.url.split('?')[0]!.split('/').pop()}"` });
};
