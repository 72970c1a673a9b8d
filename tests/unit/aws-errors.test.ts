/** Which SDK failures count as "service unavailable" (→ 503) and which are real bugs or bad requests. */
import { describe, expect, it } from 'vitest';
import { isConditionalCheckFailed, isServiceDown, toServiceError } from '../../functions/shared/aws';
import { ServiceUnavailable } from '../../functions/shared/errors';

const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...extra });

describe('isServiceDown', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['connection reset', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['request timeout', named('TimeoutError')],
    ['throttling', named('ThrottlingException', { $fault: 'client' })],
    [
      'MediaConvert throttling (429)',
      named('TooManyRequestsException', { $fault: 'client', $metadata: { httpStatusCode: 429 } }),
    ],
    ['SQS throttling', named('RequestThrottled', { $fault: 'client', $metadata: { httpStatusCode: 400 } })],
    ['server fault', named('InternalServerError', { $fault: 'server' })],
    ['any 5xx', named('Weird', { $metadata: { httpStatusCode: 502 } })],
    [
      'a wrapped network error',
      Object.assign(new Error('outer'), { cause: Object.assign(new Error('inner'), { code: 'ETIMEDOUT' }) }),
    ],
  ])('%s → yes', (_label, error) => {
    expect(isServiceDown(error)).toBe(true);
    expect(toServiceError(error)).toBeInstanceOf(ServiceUnavailable);
  });

  it.each([
    [
      'a failed condition',
      named('ConditionalCheckFailedException', { $fault: 'client', $metadata: { httpStatusCode: 400 } }),
    ],
    ['a missing table (configuration bug)', named('ResourceNotFoundException', { $metadata: { httpStatusCode: 400 } })],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'oops'],
  ])('%s → no', (_label, error) => {
    expect(isServiceDown(error)).toBe(false);
    expect(toServiceError(error)).toBe(error);
  });

  it('recognises a failed conditional write', () => {
    expect(isConditionalCheckFailed(named('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionalCheckFailed(new Error('x'))).toBe(false);
  });
});
