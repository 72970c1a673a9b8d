import { createHash } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { headerSignatureChecker, NodeSha256, type SignedArrival } from '../../local/twins/sigv4-header-check';

const credentials = { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret' };
const SIGNED_AT = Date.UTC(2026, 10, 28, 6, 30, 0);

/** What a client signs and sends: a post of `body` to one connection, as the SDK lays it out. */
async function signedPost(body: string, secretAccessKey = credentials.secretAccessKey): Promise<SignedArrival> {
  const signer = new SignatureV4({
    credentials: { ...credentials, secretAccessKey },
    region: 'ap-south-1',
    service: 'execute-api',
    sha256: NodeSha256,
  });
  const bytes = new TextEncoder().encode(body);
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'https:',
      hostname: 'abc.execute-api.ap-south-1.amazonaws.com',
      path: '/prod/@connections/L0SM9cOFvHcCIhw%3D',
      query: {},
      headers: {
        host: 'abc.execute-api.ap-south-1.amazonaws.com',
        'content-type': 'application/octet-stream',
        'content-length': String(bytes.byteLength),
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
      body: bytes,
    },
    { signingDate: new Date(SIGNED_AT) },
  );
  return {
    method: 'POST',
    host: 'abc.execute-api.ap-south-1.amazonaws.com',
    rawPath: signed.path,
    rawQuery: '',
    headers: signed.headers,
    body: bytes,
  };
}

const check = headerSignatureChecker({
  credentials,
  region: 'ap-south-1',
  service: 'execute-api',
  now: () => SIGNED_AT + 60_000,
});

describe('SigV4 header check of the local twins', () => {
  it('takes a request exactly as it was signed, Sinhala and Tamil in the body', async () => {
    expect(await check(await signedPost('{"text":"ප්‍රශ්නය தமிழ்"}'))).toEqual({ ok: true });
  });

  it('refuses a body other than the one signed, a changed path, method or signed header', async () => {
    const arrival = await signedPost('{"a":1}');
    const mismatch = { ok: false, errorType: 'InvalidSignatureException' };
    expect(await check({ ...arrival, body: new TextEncoder().encode('{"a":2}') })).toMatchObject(mismatch);
    expect(await check({ ...arrival, rawPath: '/prod/@connections/other%3D' })).toMatchObject(mismatch);
    expect(await check({ ...arrival, method: 'DELETE' })).toMatchObject(mismatch);
    expect(await check({ ...arrival, headers: { ...arrival.headers, 'content-type': 'text/plain' } })).toMatchObject(
      mismatch,
    );
  });

  it('refuses another secret, an unknown key id, no signature, and a time more than 15 minutes off', async () => {
    expect(await check(await signedPost('{}', 'guessed'))).toMatchObject({ errorType: 'InvalidSignatureException' });
    const arrival = await signedPost('{}');
    const authorization = String(arrival.headers.authorization);
    expect(
      await check({
        ...arrival,
        headers: { ...arrival.headers, authorization: authorization.replace('AKIDLOCAL', 'AKIDOTHER') },
      }),
    ).toMatchObject({ errorType: 'ForbiddenException' });
    expect(await check({ ...arrival, headers: { ...arrival.headers, authorization: undefined } })).toMatchObject({
      errorType: 'ForbiddenException',
      message: 'Missing Authentication Token',
    });
    const late = headerSignatureChecker({
      credentials,
      region: 'ap-south-1',
      service: 'execute-api',
      now: () => SIGNED_AT + 16 * 60_000,
    });
    expect(await late(arrival)).toMatchObject({ errorType: 'InvalidSignatureException' });
  });

  it('refuses a signature scoped to another region or service', async () => {
    const arrival = await signedPost('{}');
    const other = headerSignatureChecker({
      credentials,
      region: 'us-east-1',
      service: 'execute-api',
      now: () => SIGNED_AT,
    });
    expect(await other(arrival)).toMatchObject({ errorType: 'InvalidSignatureException' });
    const s3 = headerSignatureChecker({ credentials, region: 'ap-south-1', service: 's3', now: () => SIGNED_AT });
    expect(await s3(arrival)).toMatchObject({ errorType: 'InvalidSignatureException' });
  });
});
