/** Domain errors thrown by services; one handler maps them to statuses and the error envelope. */
import { ERROR_CODES, type ErrorCode, type FieldError } from '@storefront/domain/errors';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** 429: too many attempts; the answer carries Retry-After with the seconds to wait. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterS: number,
    message: string,
    fields?: FieldError[],
  ) {
    super(ERROR_CODES.rateLimited, message, fields);
  }
}

export const notFound = (message = 'Not found') => new AppError(ERROR_CODES.notFound, message);
export const invalid = (fields: FieldError[], message = 'Validation failed') =>
  new AppError(ERROR_CODES.validation, message, fields);
export const conflict = (message: string) => new AppError(ERROR_CODES.conflict, message);

/** An edit made from the version saved at `seen` (ISO time): 409 when `what` was saved again since. */
export function assertUnchangedSince(saved: Date, seen: string, what: string): void {
  if (saved.getTime() !== Date.parse(seen))
    throw conflict(`${what} was saved by someone else at ${saved.toISOString()} since this edit began`);
}
export const unauthorized = (message = 'Authorization required') => new AppError(ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'Forbidden') => new AppError(ERROR_CODES.forbidden, message);
