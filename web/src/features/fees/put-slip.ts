/**
 * The slip's PUT to its presigned URL, with the exact headers the URL was signed with. XMLHttpRequest
 * rather than fetch, for the upload progress a student on a slow connection needs to see. No cookies
 * go with it: the URL is the credential.
 */

/** status 0: no answer (network down, timeout); 403: the signature no longer holds. */
export class SlipUploadError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(status ? `Slip upload refused with HTTP ${status}` : 'Slip upload got no answer');
    this.name = 'SlipUploadError';
    this.status = status;
  }
}

export function putSlip(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.total > 0 ? event.loaded / event.total : 0);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new SlipUploadError(xhr.status));
    };
    xhr.onerror = () => reject(new SlipUploadError(0));
    xhr.ontimeout = () => reject(new SlipUploadError(0));
    xhr.send(body);
  });
}

/** A margin so a retry does not start on a URL about to lapse mid-upload. */
const MARGIN_MS = 60_000;

/**
 * Whether a presigned URL still holds, read from its own X-Amz-Date and X-Amz-Expires. One without
 * them is taken as valid: a refusal (403) then sends the payment afresh.
 */
export function urlStillValid(url: string, now = Date.now()): boolean {
  let query: URLSearchParams;
  try {
    query = new URL(url).searchParams;
  } catch {
    return false;
  }
  const signed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query.get('X-Amz-Date') ?? '');
  const seconds = Number(query.get('X-Amz-Expires'));
  if (!signed || !Number.isFinite(seconds)) return true;
  const [, y, mo, d, h, mi, s] = signed.map(Number) as number[];
  const start = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  return now + MARGIN_MS < start + seconds * 1000;
}
