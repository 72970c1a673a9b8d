/**
 * The one logger of the Lambda code: Powertools Logger, one JSON object per line. In the cloud each
 * group's function names its service (POWERTOOLS_SERVICE_NAME) and level (POWERTOOLS_LOG_LEVEL) in its
 * environment (infra/bundling.ts); without them (the local server, tests) the level is INFO.
 *
 * The request context (Lambda request id, API Gateway request id, route key) is stamped on every line
 * by the middlewares of http.ts, so a call site passes only what it knows itself.
 *
 * A line carries ids, route keys, status codes and errors (name, message, stack) — never the event,
 * its headers, cookies or body: those hold personal data, passwords, session tokens and one-time codes.
 */
import { Logger } from '@aws-lambda-powertools/logger';

// Locally one process hosts every group, so there is no single group to name.
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'engtech-api' });

interface LoggedError {
  name: string;
  message: string;
  stack?: string;
  cause?: { name: string; message: string };
}

/**
 * The fields of an error a log line may carry. Powertools' own error formatting copies every
 * enumerable property as well (an SDK error's `Item`, an AppError's `extra`), which can hold stored
 * personal data, so errors are described field by field instead.
 */
export function describeError(error: unknown, options: { stack: boolean }): LoggedError {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? { name: err.cause.name, message: err.cause.message } : undefined;
  return {
    name: err.name,
    message: err.message,
    ...(options.stack && err.stack ? { stack: err.stack } : {}),
    ...(cause ? { cause } : {}),
  };
}
