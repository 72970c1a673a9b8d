/**
 * The Lambda `Context` a locally invoked handler receives, built alike in the server's thread
 * (in-process handlers) and in a group's worker thread (local/runtime/worker.ts).
 */
import type { Context } from 'aws-lambda';

/** API Gateway HTTP APIs give an integration at most 30 s. */
export const LAMBDA_TIMEOUT_MS = 30_000;

/** The function name a group's handler sees, as the cloud's functions are named per group. */
export const localFunctionName = (group: string): string => `engtech-local-${group}`;

/** `deadline`: epoch ms when the invocation times out; getRemainingTimeInMillis counts down to it. */
export function lambdaContext(functionName: string, requestId: string, deadline: number): Context {
  const noop = (): void => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}
