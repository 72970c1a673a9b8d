/**
 * The key that signs the media cookies: the private key and the CloudFront key id it signs under,
 * read together from the operator's secret (shared/media-signing.ts). A container keeps the answer
 * a few minutes, so a cookie costs no call and a rotation of the secret reaches every container
 * within that time (README, "Media delivery keys": the old public key stays in the key group until
 * then). A failed read is not kept: the next request tries again.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { toServiceError } from '../../shared/aws';
import { config } from '../../shared/config';
import { parseSigningSecret, type SigningKey } from '../../shared/media-signing';
import { secrets } from '../../shared/secrets';
import { TtlCache } from '../../shared/ttl-cache';

/** How long a container signs with a key after reading it; the rotation waits this long. */
export const SIGNING_KEY_TTL_MS = 5 * 60_000;

const cache = new TtlCache<string, SigningKey>({ ttlMs: SIGNING_KEY_TTL_MS, maxEntries: 1 });

async function load(secretId: string): Promise<SigningKey> {
  try {
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    return parseSigningSecret(secretId, SecretString);
  } catch (error) {
    throw toServiceError(error);
  }
}

export function signingKey(): Promise<SigningKey> {
  const secretId = config.mediaKeySecret;
  return cache.get(secretId, () => load(secretId));
}
