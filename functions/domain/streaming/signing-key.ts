/**
 * The private key that signs the media cookies. The operator keeps it as a Secrets Manager secret
 * (README, "Media delivery keys"); a container reads it once and keeps it, so a cookie costs no call.
 * A failed read is not kept: the next request tries again.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { toServiceError } from '../../shared/aws';
import { config } from '../../shared/config';
import { secrets } from '../../shared/secrets';

let pending: Promise<string> | null = null;

async function load(): Promise<string> {
  const secretId = config.mediaKeySecret;
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString?.includes('PRIVATE KEY-----')) throw new Error(`Secret ${secretId} holds no PEM private key`);
  return SecretString;
}

export function signingKey(): Promise<string> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw toServiceError(error);
  });
  return pending;
}
