/**
 * Upload test helpers: what a browser does with a presigned URL (a plain HTTP request straight to
 * s3rver), deterministic file contents made part by part, streaming SHA-256 of a stored object,
 * and a direct look at the videoMeta items under a title.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { buckets, tables, type BucketKey } from '../../../functions/shared/resources';
import { videoPk } from '../../../functions/domain/videos/catalog';
import { dynamo } from '../../../functions/shared/dynamo';
import { s3 } from '../../../functions/shared/s3';

export interface StorageResponse {
  status: number;
  text: string;
  etag: string | null;
}

/** A request to a presigned URL, as the browser sends it (no cookies; exactly the given headers). */
export async function sendToUrl(
  method: 'PUT' | 'GET' | 'DELETE',
  url: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<StorageResponse> {
  const response = await fetch(url, {
    method,
    headers,
    ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer> } : {}),
  });
  return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
}

/** What the signature of a presigned URL covers and how long it lives. */
export function signatureOf(url: string): { signedHeaders: string[]; expires: number; date: string } {
  const params = new URL(url).searchParams;
  return {
    signedHeaders: (params.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean),
    expires: Number(params.get('X-Amz-Expires')),
    date: params.get('X-Amz-Date') ?? '',
  };
}

/**
 * Byte `offset.. offset+length` of a deterministic pseudo-random file named by `seed`: AES-128-CTR
 * over zeros, with the counter at the offset, so any part can be made on its own, in any order.
 */
export function fileBytes(seed: string, offset: number, length: number): Buffer {
  if (offset % 16 !== 0) throw new Error('offset must be a multiple of 16');
  const key = createHash('sha256').update(seed).digest().subarray(0, 16);
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(offset / 16), 8);
  const cipher = createCipheriv('aes-128-ctr', key, iv);
  return Buffer.concat([cipher.update(Buffer.alloc(length)), cipher.final()]);
}

/** SHA-256 of a `size`-byte deterministic file, made `chunk` bytes at a time. */
export function expectedSha256(seed: string, size: number, chunk = 16 * 1024 * 1024): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < size; offset += chunk)
    hash.update(fileBytes(seed, offset, Math.min(chunk, size - offset)));
  return hash.digest('hex');
}

/** SHA-256 and length of a stored object, streamed from the engine (never held whole). */
export async function storedSha256(bucket: BucketKey, key: string): Promise<{ sha256: string; size: number }> {
  const object = await s3.send(new GetObjectCommand({ Bucket: process.env[buckets[bucket].envVar], Key: key }), {
    requestTimeout: 60_000,
  });
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of object.Body as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Every videoMeta item stored under a title (sort keys only), read straight from the table. */
export async function metaItemsOf(title: string): Promise<string[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: process.env[tables.videoMeta.envVar],
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': videoPk(title) },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => String(item.sk)).sort();
}

/** Runs `task` over `items` with at most `concurrency` at once. */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
