/**
 * Placing an order with an Idempotency-Key. One key per attempt: the key the page rendered into its
 * form (or a new one) kept while the body stays the same, so a double submit, a retry after a lost
 * answer and the automatic retries all land on one order. A changed body is a new attempt.
 */
import { API_RETRY } from '@storefront/domain/constants';
import { ApiError } from '../../lib/api';
import type { PlaceOrderBody, PlaceOrderResult } from '../../lib/api-types';

type Send<B, R> = (body: B, idempotencyKey: string) => Promise<R>;

/** No answer, or the server failed: the same request may be sent again under the same key. */
const retriable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The placing logic without React: answers null while a request is already running (a second
 * click), retries what may not have arrived API_RETRY.times after API_RETRY.delayMs.
 */
export function orderPlacer<B = PlaceOrderBody, R = PlaceOrderResult>(
  send: Send<B, R>,
  newKey: () => string = () => crypto.randomUUID(),
  wait: (ms: number) => Promise<void> = pause,
): (body: B) => Promise<R | null> {
  let attempt: { key: string; body: string } | null = null;
  let running = false;
  return async (body) => {
    if (running) return null;
    const json = JSON.stringify(body);
    if (attempt?.body !== json) attempt = { key: newKey(), body: json };
    const { key } = attempt;
    running = true;
    try {
      for (let retry = 0; ; retry++) {
        try {
          return await send(body, key);
        } catch (error) {
          if (retry >= API_RETRY.times || !retriable(error)) throw error;
          await wait(API_RETRY.delayMs);
        }
      }
    } finally {
      running = false;
    }
  };
}
