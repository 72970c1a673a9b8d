/**
 * What the AWS clients share: options and the classification of SDK errors. The clients themselves
 * are created once per container in dynamo.ts, s3.ts and ses.ts. Endpoints come from the standard AWS_ENDPOINT_URL_*
 * variables, so the same code talks to AWS or to the local engines.
 *
 * Timeouts are short and retries few on purpose: when a backing service is down the caller should
 * get a 503 within about three seconds, never a hung request.
 */
import { ServiceUnavailable } from './errors';

// Each client lives in its own module (dynamo.ts, s3.ts, ses.ts): a module-scope `new Client()` is a
// side effect esbuild cannot drop, so one shared module would put all three SDKs in every Lambda.
export const clientOptions = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 1_500, throwOnRequestTimeout: true },
} as const;

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
  // MediaConvert's and SQS's names for a throttled call (429 and 400): a wait, not a wrong request.
  'TooManyRequestsException',
  'RequestThrottled',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
]);

interface SdkErrorShape {
  $response?: unknown;
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

const asShape = (value: unknown): SdkErrorShape | null =>
  typeof value === 'object' && value !== null ? (value as SdkErrorShape) : null;

/** True for errors that mean "the backing service is unreachable or overloaded", not "you asked wrong". */
export function isServiceDown(error: unknown): boolean {
  for (let current = asShape(error), depth = 0; current && depth < 4; current = asShape(current.cause), depth += 1) {
    if (typeof current.code === 'string' && NETWORK_CODES.has(current.code)) return true;
    if (typeof current.name === 'string' && UNAVAILABLE_NAMES.has(current.name)) return true;
    if (current.$fault === 'server') return true;
    // An answer the SDK could not read (cut short, garbled, not the protocol's format) carries the raw
    // response but no modelled fault: the service is not answering properly, which is no caller's fault.
    if ('$response' in current && current.$fault === undefined && typeof current.$metadata === 'object') return true;
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
