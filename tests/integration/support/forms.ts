/** Request bodies a browser would build: multipart/form-data from FormData, and a real JPEG. */
import { readFileSync } from 'node:fs';

export const JPEG = readFileSync(new URL('../../../local/seed/assets/ohms-law-basics.jpg', import.meta.url));

export type FormPart = [name: string, value: string | Blob, fileName?: string];

export const fileOf = (bytes: Uint8Array, type: string): Blob => new Blob([new Uint8Array(bytes)], { type });

/** Encodes parts exactly as a browser's FormData would (boundary and all). */
export async function multipartForm(parts: readonly FormPart[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
