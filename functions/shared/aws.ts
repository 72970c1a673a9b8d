/**
 * AWS clients, created once per container. Endpoints come from the standard AWS_ENDPOINT_URL_*
 * variables, so the same code talks to AWS or to the local engines.
 *
 * Timeouts are short and retries few on purpose: when a backing service is down the caller should
 * get a 503 within about three seconds, never a hung request.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { config } from './config';
import { ServiceUnavailable } from './errors';

const clientOptions = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 1_500, throwOnRequestTimeout: true },
} as const;

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions), {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
  ...clientOptions,
  forcePathStyle: config.s3ForcePathStyle,
  // Browsers uploading through presigned URLs cannot add the SDK's default checksums.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESClient(clientOptions);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
]);

const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
]);

interface SdkErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

const asShape = (value: unknown): SdkErrorShape | null => (typeof value === 'object' && value !== null ? (value as SdkErrorShape) : null);

/** True for errors that mean "the backing service is unreachable or overloaded", not "you asked wrong". */
export function isServiceDown(error: unknown): boolean {
  for (let current = asShape(error), depth = 0; current && depth < 4; current = asShape(current.cause), depth += 1) {
    if (typeof current.code === 'string' && NETWORK_CODES.has(current.code)) return true;
    if (typeof current.name === 'string' && UNAVAILABLE_NAMES.has(current.name)) return true;
    if (current.$fault === 'server') return true;
    const status = current.$metadata?.httpStatusCode;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
}

/** Maps SDK network/timeout/5xx errors to ServiceUnavailable; returns anything else unchanged. */
export function toServiceError(error: unknown): unknown {
  return isServiceDown(error) ? new ServiceUnavailable(undefined, { cause: error }) : error;
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return asShape(error)?.name === 'ConditionalCheckFailedException';
}
