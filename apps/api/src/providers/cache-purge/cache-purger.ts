/**
 * Purges of a shared HTTP cache in front of the shop (Varnish, a CDN) by surrogate key (decision 041).
 * Changes ask for keys at any rate; the purger gathers them for PURGE_BATCH_MS, sends one batch at a
 * time in requests of the adapter's size, never holds up the request that caused them, and logs a
 * failure rather than retrying: the cache then keeps the answer until its s-maxage.
 */
import { SURROGATE_FAMILIES } from '@storefront/domain/http-cache';

/** Sends one purge of `keys` to the cache (or to each of its instances). */
export interface PurgeAdapter {
  /** Keys one request may name (the CDN's limit per call). */
  maxKeysPerRequest: number;
  send(keys: string[]): Promise<void>;
}

export interface CachePurger {
  /** Purges the answers carrying any of `keys`, soon and in the background. */
  purge(keys: Iterable<string>): void;
  /** Sends what is pending and waits for it (the app closing). */
  close(): Promise<void>;
}

/** How long keys are gathered before a batch goes. */
export const PURGE_BATCH_MS = 50;
/** Keys waiting at most: beyond it the batch becomes one purge of everything (`all`). */
export const PURGE_PENDING_MAX = 1_000;
/** A purge request's time limit. */
export const PURGE_TIMEOUT_MS = 5_000;

/** The default: no cache in front, nothing to purge. */
export const noPurger: CachePurger = { purge: () => {}, close: async () => {} };

export function batchingPurger(
  adapter: PurgeAdapter,
  onError: (error: unknown, keys: string[]) => void,
  batchMs = PURGE_BATCH_MS,
): CachePurger {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;

  const sendBatch = async (keys: string[]) => {
    for (let at = 0; at < keys.length; at += adapter.maxKeysPerRequest) {
      const part = keys.slice(at, at + adapter.maxKeysPerRequest);
      await adapter.send(part).catch((error: unknown) => onError(error, part));
    }
  };
  const flush = () => {
    timer = null;
    const keys = [...pending];
    pending = new Set();
    sending = sendBatch(keys).finally(() => {
      sending = null;
      if (pending.size > 0) schedule();
    });
  };
  const schedule = () => {
    if (timer || sending) return;
    timer = setTimeout(flush, batchMs);
    timer.unref();
  };

  return {
    purge(keys) {
      for (const key of keys) pending.add(key);
      if (pending.size > PURGE_PENDING_MAX) pending = new Set([SURROGATE_FAMILIES.all]);
      if (pending.size > 0) schedule();
    },
    async close() {
      while (timer || sending) {
        if (timer) {
          clearTimeout(timer);
          flush();
        }
        await sending;
      }
    },
  };
}
