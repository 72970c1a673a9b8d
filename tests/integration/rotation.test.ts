/**
 * Both rotations against the local twins. The origin secret: the functions' reader
 * (functions/shared/origin-secret.ts) on a Secrets Manager twin of this file's own, whose values are
 * rotated as PutSecretValue rotates them. The media key: the local /media server checks cookies
 * against a key group that holds the old and new keys while they overlap, and refuses a key id
 * outside it, as CloudFront does.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originSecret } from '../../functions/shared/origin-secret';
import { s3 } from '../../functions/shared/s3';
import { close, createLocalServer } from '../../local/server';
import { createApiAdapter } from '../../local/server/api';
import { createLocalMedia } from '../../local/server/media';
import { generateMediaKeyPair, localKeyGroup, type MediaKeyPair } from '../../local/twins/media-keys';
import { startSecretsEngine, type SecretsEngine } from '../../local/twins/secrets';
import { securityHeaders } from '../../infra/security-headers';
import { createIsolatedBuckets, putObject } from './support/media';

describe('the origin secret, read at run time', () => {
  let engine: SecretsEngine;
  let client: SecretsManagerClient;
  let now = 1_700_000_000_000;
  const TTL_MS = 60_000;

  beforeAll(async () => {
    engine = await startSecretsEngine('127.0.0.1');
    client = new SecretsManagerClient({
      endpoint: engine.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  afterAll(async () => {
    client.destroy();
    await engine.stop();
  });

  const reader = (name: string) => originSecret({ secretId: () => name, client, ttlMs: TTL_MS, now: () => now });

  it('accepts the only value of a secret never rotated', async () => {
    engine.put('fresh', 'value-1');
    const secret = reader('fresh');
    expect(await secret.accepts('value-1')).toBe(true);
    expect(await secret.accepts('value-2')).toBe(false);
  });

  it('accepts the current and previous values through a rotation, refuses a third, and picks up a new value when its time is up', async () => {
    engine.put('rotated', 'value-1');
    const secret = reader('rotated');
    expect(await secret.accepts('value-1')).toBe(true);

    // The operator puts a new value; CloudFront still sends value-1 until the deploy.
    engine.put('rotated', 'value-2');
    expect(await secret.accepts('value-2')).toBe(false);
    now += TTL_MS;
    expect(await secret.accepts('value-2')).toBe(true);
    expect(await secret.accepts('value-1')).toBe(true);

    // The next rotation retires value-1.
    engine.put('rotated', 'value-3');
    now += TTL_MS;
    expect(await secret.accepts('value-3')).toBe(true);
    expect(await secret.accepts('value-2')).toBe(true);
    expect(await secret.accepts('value-1')).toBe(false);
  });

  it('fails rather than letting anything in when the secret is missing', async () => {
    await expect(reader('missing').accepts('value-1')).rejects.toThrow(/can't find the specified secret/);
  });
});

describe('the media key group', () => {
  const PLAYLIST = '#EXTM3U\n#EXT-X-ENDLIST\n';
  const PATH = '/media/Theory/s1/stream_240p.m3u8';
  const [oldKey, newKey, strangerKey] = [generateMediaKeyPair(), generateMediaKeyPair(), generateMediaKeyPair()];
  /** The key group the local server trusts: mutated between steps, as deploys change CloudFront's. */
  const group = new Map<string, string>();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    await createIsolatedBuckets(['streams']);
    await putObject('streams', PATH.slice(1), Buffer.from(PLAYLIST), 'application/octet-stream');
    server = createLocalServer({
      api: createApiAdapter({ groups: [], root: process.cwd() }),
      media: createLocalMedia({ s3, bucket: process.env.BUCKET_STREAMS ?? '', keys: group, siteOrigin: () => base }),
      site: (_req, res) => {
        res.statusCode = 404;
        res.end();
      },
      headers: securityHeaders({ storageOrigins: [] }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => close(server));

  const setGroup = (pairs: readonly MediaKeyPair[]) => {
    group.clear();
    for (const [id, pem] of localKeyGroup(pairs.map((pair) => pair.publicKeyPem))) group.set(id, pem);
  };

  /** GET the playlist with cookies signed by `signer` under `keyPairId`; the status. */
  const fetchWith = async (signer: MediaKeyPair, keyPairId = signer.keyPairId): Promise<number> => {
    const policy = JSON.stringify({
      Statement: [
        {
          Resource: `${base}/media/Theory/*`,
          Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(Date.now() / 1000) + 600 } },
        },
      ],
    });
    const cookies = getSignedCookies({ keyPairId, privateKey: signer.privateKeyPem, policy });
    const header = Object.entries(cookies)
      .map(([name, value]) => `${name}=${String(value)}`)
      .join('; ');
    const response = await fetch(`${base}${PATH}`, { headers: { cookie: header } });
    await response.arrayBuffer();
    return response.status;
  };

  it('while a rotation overlaps, cookies signed by either key open the stream', async () => {
    setGroup([oldKey, newKey]);
    expect(await fetchWith(oldKey)).toBe(200);
    expect(await fetchWith(newKey)).toBe(200);
    // A new private key under the old key's id does not verify: the id and the key change together.
    expect(await fetchWith(newKey, oldKey.keyPairId)).toBe(403);
  });

  it('refuses a cookie whose key id is not in the key group, and the old key once it is dropped', async () => {
    setGroup([oldKey, newKey]);
    expect(await fetchWith(strangerKey)).toBe(403);
    setGroup([newKey]);
    expect(await fetchWith(oldKey)).toBe(403);
    expect(await fetchWith(newKey)).toBe(200);
  });
});
