/** Recognising PostgreSQL errors through Drizzle's wrapper (the driver's error is its `cause`). */

function pgError(error: unknown): { code?: string; constraint?: string } | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
  }
  return null;
}

/** A unique or primary-key violation, of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * Text PostgreSQL cannot store or compare (a NUL byte, invalid UTF-8): the client sent it, so it
 * is a bad request, not a server failure.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * A number past what its column holds (22003, e.g. an integer over 2 147 483 647): the request
 * schemas bound every number a client sends (lib/number-schemas.ts), so this is a value one of them
 * let through, still the client's and a bad request rather than a server failure.
 */
export function isNumberOutOfRange(error: unknown): boolean {
  return pgError(error)?.code === '22003';
}

/**
 * A value PostgreSQL refuses as data (class 22: a NUL byte in text or JSON, a malformed value, a
 * number out of range): writing the same values again fails again.
 */
export function isDataException(error: unknown): boolean {
  return pgError(error)?.code?.startsWith('22') ?? false;
}

/** A transaction PostgreSQL rolled back to break a deadlock (40P01): trying it again is safe. */
export function isDeadlock(error: unknown): boolean {
  return pgError(error)?.code === '40P01';
}
