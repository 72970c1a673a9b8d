/** The Secrets Manager client, created once per container (see aws.ts for why it has its own module). */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clientOptions } from './aws';

export const secrets = new SecretsManagerClient(clientOptions);
