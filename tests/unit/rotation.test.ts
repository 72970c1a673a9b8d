/**
 * The pure parts of the two rotations: a public key's fingerprint (the name of its CloudFront
 * resource), the signing secret's shape (which key id signs), the media keys read from context, and
 * the origin secret's acceptance of its current and previous values.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { parseSigningSecret, publicKeyFingerprint } from '../../functions/shared/media-signing';
import { originSecret } from '../../functions/shared/origin-secret';
import { mediaPublicKeys } from '../../infra/media-keys';
import { localKeyPairId } from '../../local/twins/media-keys';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('the public key fingerprint', () => {
  const { publicKey } = pair();

  it('is the first 16 hex digits of the SHA-256 of the DER key', () => {
    const der = Buffer.from(publicKey.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    expect(publicKeyFingerprint(publicKey)).toBe(createHash('sha256').update(der).digest('hex').slice(0, 16));
  });

  it('depends on the key, not on how the PEM is wrapped, and differs between keys', () => {
    expect(publicKeyFingerprint(`\n${publicKey.replace(/\n/g, '\r\n')}`)).toBe(publicKeyFingerprint(publicKey));
    expect(publicKeyFingerprint(pair().publicKey)).not.toBe(publicKeyFingerprint(publicKey));
  });

  it('gives the local twin a CloudFront-shaped key id, new for a new key', () => {
    expect(localKeyPairId(publicKey)).toMatch(/^K[0-9A-F]{13}$/);
    expect(localKeyPairId(pair().publicKey)).not.toBe(localKeyPairId(publicKey));
  });
});

describe('the signing secret', () => {
  const { privateKey } = pair();

  it('names the key id the cookies are signed under, next to the private key', () => {
    const text = JSON.stringify({ keyPairId: 'K2JCJMDEHXQW5F', privateKey });
    expect(parseSigningSecret('s', text)).toEqual({ keyPairId: 'K2JCJMDEHXQW5F', privateKey });
  });

  it.each([
    ['a bare PEM (the shape before rotation)', privateKey, /must be JSON with "keyPairId"/],
    ['no key id', JSON.stringify({ privateKey }), /must be JSON with "keyPairId"/],
    ['a key id CloudFront would never give', JSON.stringify({ keyPairId: 'k 1', privateKey }), /"keyPairId"/],
    ['no private key', JSON.stringify({ keyPairId: 'K1', privateKey: 'abc' }), /no PEM "privateKey"/],
    ['nothing', undefined, /must be JSON/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseSigningSecret('engtech-academy/media-signing-key', text)).toThrow(message);
  });
});

describe('the media public keys from context', () => {
  const [a, b] = [pair().publicKey, pair().publicKey];
  const files: Record<string, string> = { 'keys/a.pem': a, 'keys/b.pem': b };
  const read = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT');
    return text;
  };

  it('reads a cdk.json list or a comma-separated -c, files or inline PEMs, in order', () => {
    expect(mediaPublicKeys(['keys/a.pem', 'keys/b.pem'], read)).toEqual([a, b]);
    expect(mediaPublicKeys(' keys/b.pem , keys/a.pem ', read)).toEqual([b, a]);
    expect(mediaPublicKeys([a.trim()], read)).toEqual([a]);
    expect(mediaPublicKeys(undefined, read)).toEqual([]);
  });

  it('refuses a missing file, a non-key, the same key twice and more keys than a key group holds', () => {
    expect(() => mediaPublicKeys(['keys/c.pem'], read)).toThrow(/cannot read the key file keys\/c.pem/);
    expect(() => mediaPublicKeys([{ path: 'a' }], read)).toThrow(/must be a list/);
    expect(() => mediaPublicKeys(['keys/a.pem', a], read)).toThrow(/same key twice/);
    const six = Array.from({ length: 6 }, () => pair().publicKey);
    expect(() => mediaPublicKeys(six, read)).toThrow(/at most 5/);
  });
});

describe('the origin secret', () => {
  /** A Secrets Manager stand-in holding the given stages, counting the reads. */
  const store = (stages: Record<string, string>) => {
    const state = { stages, reads: 0 };
    const client = {
      send: async (command: GetSecretValueCommand) => {
        state.reads += 1;
        const value = state.stages[command.input.VersionStage ?? 'AWSCURRENT'];
        if (value === undefined) throw new ResourceNotFoundException({ message: 'no such stage', $metadata: {} });
        return { SecretString: value };
      },
    };
    return { state, client: client as never };
  };

  it('accepts the current and the previous value, and nothing else', async () => {
    const { client } = store({ AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' });
    const secret = originSecret({ secretId: () => 'origin', client });
    expect(await secret.accepts('new-value')).toBe(true);
    expect(await secret.accepts('old-value')).toBe(true);
    expect(await secret.accepts('older-value')).toBe(false);
    expect(await secret.accepts('new-valu')).toBe(false);
    expect(await secret.accepts('')).toBe(false);
    expect(await secret.accepts(undefined)).toBe(false);
  });

  it('works before the first rotation, when there is no previous value', async () => {
    const { client } = store({ AWSCURRENT: 'only-value' });
    const secret = originSecret({ secretId: () => 'origin', client });
    expect(await secret.accepts('only-value')).toBe(true);
    expect(await secret.accepts('other')).toBe(false);
  });

  it('keeps the values for its time, then reads the rotated ones', async () => {
    let now = 1_000_000;
    const { state, client } = store({ AWSCURRENT: 'first' });
    const secret = originSecret({ secretId: () => 'origin', client, ttlMs: 60_000, now: () => now });
    expect(await secret.accepts('first')).toBe(true);
    const reads = state.reads;
    state.stages = { AWSCURRENT: 'second', AWSPREVIOUS: 'first' };
    now += 30_000;
    expect(await secret.accepts('second')).toBe(false);
    expect(state.reads).toBe(reads);
    now += 31_000;
    expect(await secret.accepts('second')).toBe(true);
    expect(await secret.accepts('first')).toBe(true);
  });

  it('fails, rather than letting a request in, when the current value cannot be read', async () => {
    const { client } = store({});
    const secret = originSecret({ secretId: () => 'origin', client });
    await expect(secret.accepts('anything')).rejects.toThrow();
  });
});
