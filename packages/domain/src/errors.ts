/** Error codes shared by the API envelope `{error: {code, message, fields}}` and the web's error pages. */

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface FieldError {
  name: string;
  message: string;
  /** Values of the message's placeholders, e.g. {min} of 'checkout.error.promoMinSum'. */
  params?: Record<string, string>;
}

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}

/**
 * Refusals that say "not now" rather than "not this": the per-address limit (429) and load shedding
 * (503), both with Retry-After. A page that meets one answers with it; a form shows it as a wait.
 */
export const BUSY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Statuses with their own title and advice on the error page (spec section 8). */
export const ERROR_PAGE_STATUSES = [400, 403, 404, 500, 503] as const;
export type ErrorPageKind = (typeof ERROR_PAGE_STATUSES)[number] | 'default';

export function errorPageKind(status: number): ErrorPageKind {
  return (ERROR_PAGE_STATUSES as readonly number[]).includes(status) ? (status as ErrorPageKind) : 'default';
}

/** Which error-page buttons each kind shows. */
export const ERROR_PAGE_ADVICE: Readonly<Record<ErrorPageKind, boolean>> = {
  400: true,
  403: false,
  404: true,
  500: false,
  503: true,
  default: true,
};
