/**
 * The SQS client, created once per container. Its endpoint is the regional one in the cloud and the
 * local twin's through the standard AWS_ENDPOINT_URL_SQS variable.
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions } from './aws';

export const sqs = new SQSClient({ ...clientOptions });
