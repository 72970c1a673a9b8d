/**
 * Typed errors. Route code throws these; functions/shared/http.ts maps them to responses in one
 * place. Only errors below 500 expose their message to the caller.
 */
import { requestTexts } from './schemas/request';
import type { MessageCode } from './schemas/message-codes';

interface AppErrorOptions extends ErrorOptions {
  /**
   * The message's code, for a text filled in with values (which the reverse lookup of the English
   * text cannot find); without it the code is looked up from the message when the answer is made.
   */
  readonly code?: MessageCode;
}

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  readonly code: MessageCode | undefined;

  constructor(message: string, options?: AppErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = options?.code;
  }

  /** Extra JSON fields merged into the error body (e.g. retryAfterSeconds). */
  readonly extra: Record<string, unknown> = {};
}

export class BadRequest extends AppError {
  readonly statusCode = 400;
}
export class Unauthorized extends AppError {
  readonly statusCode = 401;
}
export class Forbidden extends AppError {
  readonly statusCode = 403;
}
export class NotFound extends AppError {
  readonly statusCode = 404;
}
export class Conflict extends AppError {
  readonly statusCode = 409;
}
export class Gone extends AppError {
  readonly statusCode = 410;
}
export class PayloadTooLarge extends AppError {
  readonly statusCode = 413;
}
export class UnsupportedMediaType extends AppError {
  readonly statusCode = 415;
}
export class TooManyRequests extends AppError {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: MessageCode,
  ) {
    super(message, { code });
    this.extra.retryAfterSeconds = retryAfterSeconds;
  }
}
export class ServiceUnavailable extends AppError {
  readonly statusCode = 503;
  constructor(message: string = requestTexts.unavailable, options?: AppErrorOptions) {
    super(message, options);
  }
}
