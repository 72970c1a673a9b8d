/**
 * The local twin of the media signing key pair: the private key goes into the local Secrets Manager
 * with its key id, in the shape the cloud's operator keeps (functions/shared/media-signing.ts), the
 * public key to the local /media server's key group (where the cloud has its CloudFront key group).
 * The key id comes from the key's fingerprint, so a new key gets a new id, as CloudFront gives it. With a data directory the pair is made once and kept there, so cookies
 * issued before a restart still open the streams after it, as a deployed key stays put; `npm run
 * reset` removes it with the rest. Without one (tests) each stack gets a fresh pair.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicKeyFingerprint, type SigningKey } from '../../functions/shared/media-signing';

/** The secret the local handlers get in MEDIA_KEY_SECRET. */
export const LOCAL_MEDIA_KEY_SECRET = 'engtech-academy/media-signing-key';

/** A CloudFront-shaped key id (14 upper-case letters and digits) for a public key. */
export function localKeyPairId(publicKeyPem: string): string {
  return `K${publicKeyFingerprint(publicKeyPem).slice(0, 13).toUpperCase()}`;
}

/** The secret's value for a pair, as the operator writes it in the cloud. */
export function signingSecretValue(pair: MediaKeyPair): string {
  const value: SigningKey = { keyPairId: pair.keyPairId, privateKey: pair.privateKeyPem };
  return JSON.stringify(value);
}

export interface MediaKeyPair {
  keyPairId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export const generateMediaKeyPair = (): MediaKeyPair => {
  // CloudFront key groups take 2048-bit RSA keys.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { keyPairId: localKeyPairId(publicKey), privateKeyPem: privateKey, publicKeyPem: publicKey };
};

export function localMediaKeys(dataDir?: string): MediaKeyPair {
  if (!dataDir) return generateMediaKeyPair();
  const dir = join(dataDir, 'media-keys');
  const privatePath = join(dir, 'private.pem');
  const publicPath = join(dir, 'public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    const pair = generateMediaKeyPair();
    mkdirSync(dir, { recursive: true });
    writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKeyPem);
  }
  const publicKeyPem = readFileSync(publicPath, 'utf8');
  return { keyPairId: localKeyPairId(publicKeyPem), privateKeyPem: readFileSync(privatePath, 'utf8'), publicKeyPem };
}

/** The local key group: each public key under its key id, as CloudFront's key group lists its keys. */
export function localKeyGroup(publicKeyPems: readonly string[]): Map<string, string> {
  return new Map(publicKeyPems.map((pem) => [localKeyPairId(pem), pem]));
}
