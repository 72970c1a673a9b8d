/**
 * For unit tests of the HTTP layer: the origin secret as Secrets Manager would answer it
 * (functions/shared/origin-secret.ts reads it through the shared client), without a network.
 * Call it in beforeEach: a file's afterEach may restore every mock.
 */
import { ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { vi } from 'vitest';
import { secrets } from '../../functions/shared/secrets';

export function stubOriginSecret(current: string): void {
  process.env.ORIGIN_SECRET_ID = 'unit-origin-secret';
  const answer = async (command: { input: { VersionStage?: string } }) => {
    if (command.input.VersionStage === 'AWSPREVIOUS')
      throw new ResourceNotFoundException({ message: 'no previous version', $metadata: {} });
    return { SecretString: current };
  };
  vi.spyOn(secrets, 'send').mockImplementation(answer as never);
}
