/**
 * The local S3 engine checks a presigned URL's signature as S3 does
 * (local/engines/s3rver-presigned-check.ts): URLs made by the SDK's own presigner pass with the
 * headers they sign, and any change to what was signed is refused.
 */
import { PutObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { verifyPresigned, type ArrivedRequest } from '../../local/engines/s3rver-presigned-check';

const REGION = 'us-east-1';
const secrets: Record<string, string> = { S3RVER: 'S3RVER' };
const secretOf = (id: string) => secrets[id];
const s3 = new S3Client({
  region: REGION,
  endpoint: 'http://127.0.0.1:4569',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function presignedPut(key: string, type: string, length: number, metadata?: Record<string, string>) {
  const command = new PutObjectCommand({
    Bucket: 'slips',
    Key: key,
    ContentType: type,
    ContentLength: length,
    ...(metadata ? { Metadata: metadata } : {}),
  });
  const unhoistableHeaders = new Set(Object.keys(metadata ?? {}).map((name) => `x-amz-meta-${name}`));
  return new URL(
    await getSignedUrl(s3, command, {
      expiresIn: 900,
      signableHeaders: new Set(['content-type', 'content-length']),
      unhoistableHeaders,
    }),
  );
}

/** The request as a browser sends it to `url`, with these headers. */
const arrived = (method: string, url: URL, headers: Record<string, string>): ArrivedRequest => ({
  method,
  rawPath: url.pathname,
  rawQuery: url.search.slice(1),
  headers: { host: url.host, ...headers },
});

describe('verifyPresigned', () => {
  it.each(['u1/slip.jpg', 'Tute # 1 + 50% = ok.pdf', 'පාඩම 3 (R2 = 2.2 kΩ).mp4', 'தமிழ்/வகுப்பு!*.png'])(
    'passes the PUT the URL for %s was made for',
    async (key) => {
      const url = await presignedPut(key, 'image/jpeg', 2048);
      const verdict = verifyPresigned(
        arrived('PUT', url, { 'content-type': 'image/jpeg', 'content-length': '2048' }),
        secretOf,
        REGION,
      );
      expect(verdict).toEqual({ ok: true });
    },
  );

  it('passes metadata sent as the signed headers it was signed with', async () => {
    const url = await presignedPut('v/lecture.mp4', 'video/mp4', 10, { title: 'Lecture 1' });
    const headers = { 'content-type': 'video/mp4', 'content-length': '10', 'x-amz-meta-title': 'Lecture 1' };
    expect(verifyPresigned(arrived('PUT', url, headers), secretOf, REGION)).toEqual({ ok: true });
    const changed = { ...headers, 'x-amz-meta-title': 'Lecture 2' };
    expect(verifyPresigned(arrived('PUT', url, changed), secretOf, REGION)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });

  it.each([
    ['another size', { 'content-type': 'image/jpeg', 'content-length': '2049' }],
    ['another type', { 'content-type': 'application/pdf', 'content-length': '2048' }],
    ['no type', { 'content-length': '2048' }],
  ])('refuses a PUT of %s', async (_what, headers) => {
    const url = await presignedPut('u1/slip.jpg', 'image/jpeg', 2048);
    expect(verifyPresigned(arrived('PUT', url, headers), secretOf, REGION)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses the same signature on another key, method or host', async () => {
    const url = await presignedPut('u1/slip.jpg', 'image/jpeg', 2048);
    const headers = { 'content-type': 'image/jpeg', 'content-length': '2048' };
    const otherKey = new URL(url);
    otherKey.pathname = '/slips/u2/slip.jpg';
    for (const request of [
      arrived('PUT', otherKey, headers),
      arrived('POST', url, headers),
      { ...arrived('PUT', url, headers), headers: { ...headers, host: 'localhost:4569' } },
    ]) {
      expect(verifyPresigned(request, secretOf, REGION)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    }
  });

  it('refuses a query changed after signing, e.g. a longer expiry', async () => {
    const url = await presignedPut('u1/slip.jpg', 'image/jpeg', 2048);
    url.searchParams.set('X-Amz-Expires', '604800');
    const verdict = verifyPresigned(
      arrived('PUT', url, { 'content-type': 'image/jpeg', 'content-length': '2048' }),
      secretOf,
      REGION,
    );
    expect(verdict).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('passes a presigned GET with response headers, and refuses one whose disposition was changed', async () => {
    const command = new GetObjectCommand({
      Bucket: 'tutes',
      Key: 'Unit 1.pdf',
      ResponseContentDisposition: 'inline; filename="Unit 1.pdf"',
    });
    const url = new URL(await getSignedUrl(s3, command, { expiresIn: 300 }));
    expect(verifyPresigned(arrived('GET', url, {}), secretOf, REGION)).toEqual({ ok: true });
    url.searchParams.set('response-content-disposition', 'attachment');
    expect(verifyPresigned(arrived('GET', url, {}), secretOf, REGION)).toMatchObject({ ok: false });
  });

  it('refuses another region, an unknown key id and another secret', async () => {
    const url = await presignedPut('u1/slip.jpg', 'image/jpeg', 1);
    const request = arrived('PUT', url, { 'content-type': 'image/jpeg', 'content-length': '1' });
    expect(verifyPresigned(request, secretOf, 'eu-west-1')).toMatchObject({
      ok: false,
      code: 'AuthorizationQueryParametersError',
    });
    expect(verifyPresigned(request, () => undefined, REGION)).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
    expect(verifyPresigned(request, () => 'other', REGION)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });
});
