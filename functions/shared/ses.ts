/** The SES client, created once per container (see aws.ts for why it has its own module). */
import { SESClient } from '@aws-sdk/client-ses';
import { clientOptions } from './aws';

export const ses = new SESClient(clientOptions);
