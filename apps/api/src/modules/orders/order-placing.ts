/**
 * The rules every way of placing an order shares — the basket's goods (place-order.ts) and gift
 * cards (gift-card-orders.ts) — written once, so one way cannot drift from the other: the
 * idempotency key a placing needs, how a retry under it is answered, and the payment deadline, which switching an order to online
 * payment (order-actions.ts) sets the same way. An order still unpaid at its deadline is expired and
 * its stock and gift cards go back (expire-orders.ts).
 */
import type { OrderStatus } from '@storefront/domain/checkout';
import { ERROR_CODES } from '@storefront/domain/errors';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/** The unique index on a user's orders' keys: a second placing under a key fails on it. */
export const IDEMPOTENCY_CONSTRAINT = 'orders_idempotency_idx';

/** The client's Idempotency-Key, trimmed; 400 without one (a placing cannot be retried safely without it). */
export function idempotencyKeyOf(header: string | undefined): string {
  const key = header?.trim();
  if (!key) {
    throw new AppError(ERROR_CODES.badRequest, 'Idempotency-Key header required', [
      { name: 'Idempotency-Key', message: MESSAGE_KEYS.required },
    ]);
  }
  return key;
}

/** When an order of `status` must be paid by: PAYMENT_TIMEOUT_MIN from `now` while it awaits payment, else none. */
export const paymentDueAt = (status: OrderStatus, now: Date, timeoutMin: number): Date | null =>
  status === 'awaiting_payment' ? new Date(now.getTime() + timeoutMin * 60_000) : null;

/**
 * Runs a placing's transaction once per key: when it fails because a request with the same key
 * committed first (now or earlier: the key's unique index), or with a refusal `alsoReplayOn` names,
 * the key's first order is looked up (`replay`, which refuses a key used with another request) and
 * answered instead. Without a first order the failure stands.
 */
export async function placeOnce<T, R>(
  place: () => Promise<T>,
  replay: () => Promise<R | null>,
  alsoReplayOn: (error: unknown) => boolean = () => false,
): Promise<{ placed: T } | { replayed: R }> {
  try {
    return { placed: await place() };
  } catch (error) {
    if (isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT) || alsoReplayOn(error)) {
      const first = await replay();
      if (first) return { replayed: first };
    }
    throw error;
  }
}
