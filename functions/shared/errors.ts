/**
 * Typed errors. Route code throws these; functions/shared/http.ts maps them to responses in one
 * place. Only errors below 500 expose their message to the caller.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
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
  ) {
    super(message);
    this.extra.retryAfterSeconds = retryAfterSeconds;
  }
}
export class ServiceUnavailable extends AppError {
  readonly statusCode = 503;
  constructor(message = 'Service temporarily unavailable. Please try again.', options?: ErrorOptions) {
    super(message, options);
  }
}
