/**
 * The local engine's multipart storage (local/engines/s3rver-multipart.ts) against the running s3rver: parts
 * in order are written once into the object, parts out of order or sent again land wherever they
 * can, and whatever the route, the object is the listed parts in order with S3's multipart ETag
 * (MD5 of the parts' MD5s, "-<count>").
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buckets } from '../../functions/shared/resources';
import { s3 } from '../../functions/shared/s3';
import { createIsolatedBuckets } from './support/media';

let bucket: string;

beforeAll(async () => {
  await createIsolatedBuckets(['free']);
  bucket = process.env[buckets.free.envVar] ?? '';
});

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

async function multipart(
  key: string,
  sends: [number, Buffer][],
  listed: number[],
): Promise<{ body: Buffer; etag: string }> {
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'video/mp4' }),
  );
  const etags = new Map<number, string>();
  for (const [PartNumber, Body] of sends) {
    const part = await s3.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body, ContentLength: Body.length }),
    );
    expect(part.ETag).toBe(`"${md5(Body)}"`);
    etags.set(PartNumber, part.ETag ?? '');
  }
  const done = await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      UploadId,
      MultipartUpload: { Parts: listed.map((n) => ({ PartNumber: n, ETag: etags.get(n) })) },
    }),
  );
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const body = Buffer.from(
    await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
  );
  expect(object.ETag).toBe(done.ETag);
  return { body, etag: done.ETag ?? '' };
}

const s3Etag = (parts: Buffer[]): string =>
  `"${createHash('md5')
    .update(Buffer.concat(parts.map((p) => Buffer.from(md5(p), 'hex'))))
    .digest('hex')}-${parts.length}"`;

describe('multipart uploads on the local engine', () => {
  it('parts in order: the object is their concatenation, with the S3 multipart ETag', async () => {
    const parts = [randomBytes(70_000), randomBytes(70_000), randomBytes(12_345)];
    const { body, etag } = await multipart(
      'in-order',
      parts.map((p, i) => [i + 1, p]),
      [1, 2, 3],
    );
    expect(body.equals(Buffer.concat(parts))).toBe(true);
    expect(etag).toBe(s3Etag(parts));
  });

  it('parts out of order and sent again: the object holds the last send of each, in part order', async () => {
    const [one, two, three, twoAgain] = [
      randomBytes(50_000),
      randomBytes(50_000),
      randomBytes(9_999),
      randomBytes(50_000),
    ];
    const { body, etag } = await multipart(
      'out-of-order',
      [
        [3, three],
        [1, one],
        [2, two],
        [2, twoAgain],
      ],
      [1, 2, 3],
    );
    expect(body.equals(Buffer.concat([one, twoAgain, three]))).toBe(true);
    expect(etag).toBe(s3Etag([one, twoAgain, three]));
  });

  it('a part sent again with another length, and a part left out of the list', async () => {
    const [one, two, oneLonger, three] = [
      randomBytes(40_000),
      randomBytes(40_000),
      randomBytes(60_000),
      randomBytes(40_000),
    ];
    const { body } = await multipart(
      'resized',
      [
        [1, one],
        [2, two],
        [3, three],
        [1, oneLonger],
      ],
      [1, 3],
    );
    expect(body.equals(Buffer.concat([oneLonger, three]))).toBe(true);
  });
});
