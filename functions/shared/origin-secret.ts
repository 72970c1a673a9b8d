/**
 * The origin secret's accepted values, read at run time from Secrets Manager: the current value and
 * the previous one. A rotation puts a new value first (it becomes AWSCURRENT, the old one
 * AWSPREVIOUS) and only a later deploy makes CloudFront send it; accepting both stages means no
 * request is refused between the two steps, whichever value CloudFront still sends. Each container
 * keeps the values for a few minutes, so a new value is accepted everywhere that long after it is put
 * (README, "Origin secret").
 */
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { toServiceError } from './aws';
import { config } from './config';
import { fromOurOrigin } from './origin-verify';
import { secrets } from './secrets';
import { TtlCache } from './ttl-cache';

/** How long a container keeps the values; a deploy that switches CloudFront waits at least this long. */
export const ORIGIN_SECRET_TTL_MS = 5 * 60_000;

const STAGES = ['AWSCURRENT', 'AWSPREVIOUS'] as const;

interface OriginSecretOptions {
  secretId: () => string;
  client: Pick<SecretsManagerClient, 'send'>;
  ttlMs?: number;
  now?: () => number;
}

export interface OriginSecret {
  /** True when `header` is the current or the previous value of the secret. */
  accepts(header: string | undefined): Promise<boolean>;
}

export function originSecret(options: OriginSecretOptions): OriginSecret {
  const cache = new TtlCache<string, readonly string[]>({
    ttlMs: options.ttlMs ?? ORIGIN_SECRET_TTL_MS,
    maxEntries: 1,
    ...(options.now ? { now: options.now } : {}),
  });
  const stage = async (secretId: string, VersionStage: (typeof STAGES)[number]): Promise<string | null> => {
    try {
      const { SecretString } = await options.client.send(
        new GetSecretValueCommand({ SecretId: secretId, VersionStage }),
      );
      return SecretString || null;
    } catch (error) {
      // A secret never rotated has no previous value; a missing current value is a broken deployment.
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return null;
      throw toServiceError(error);
    }
  };
  const load = async (secretId: string): Promise<readonly string[]> => {
    const values = await Promise.all(STAGES.map((name) => stage(secretId, name)));
    if (!values[0]) throw new Error(`Secret ${secretId} has no current value`);
    return values.filter((value): value is string => value !== null);
  };
  return {
    async accepts(header) {
      if (!header) return false;
      const secretId = options.secretId();
      const values = await cache.get(secretId, () => load(secretId));
      // Every value is compared, so the time taken does not tell which one matched.
      return values.map((value) => fromOurOrigin(header, value)).includes(true);
    },
  };
}

/** The deployment's origin secret (ORIGIN_SECRET_ID), through the container's Secrets Manager client. */
export const deploymentOriginSecret = originSecret({ secretId: () => config.originSecretId, client: secrets });
