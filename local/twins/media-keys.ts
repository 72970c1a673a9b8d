/**
 * The local twin of the media signing key pair: the private key goes into the local Secrets Manager
 * (where the cloud's operator puts theirs), the public key to the local /media server (where the
 * cloud has its key group). With a data directory the pair is made once and kept there, so cookies
 * issued before a restart still open the streams after it, as a deployed key stays put; `npm run
 * reset` removes it with the rest. Without one (tests) each stack gets a fresh pair.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names the local handlers get in MEDIA_KEY_PAIR_ID and MEDIA_KEY_SECRET. */
export const LOCAL_MEDIA_KEY_PAIR_ID = 'KLOCALMEDIAKEY1';
export const LOCAL_MEDIA_KEY_SECRET = 'engtech-academy/media-signing-key';

export interface MediaKeyPair {
  keyPairId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

const generate = (): Omit<MediaKeyPair, 'keyPairId'> => {
  // CloudFront key groups take 2048-bit RSA keys.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
};

export function localMediaKeys(dataDir?: string): MediaKeyPair {
  if (!dataDir) return { keyPairId: LOCAL_MEDIA_KEY_PAIR_ID, ...generate() };
  const dir = join(dataDir, 'media-keys');
  const privatePath = join(dir, 'private.pem');
  const publicPath = join(dir, 'public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    const pair = generate();
    mkdirSync(dir, { recursive: true });
    writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKeyPem);
  }
  return {
    keyPairId: LOCAL_MEDIA_KEY_PAIR_ID,
    privateKeyPem: readFileSync(privatePath, 'utf8'),
    publicKeyPem: readFileSync(publicPath, 'utf8'),
  };
}
