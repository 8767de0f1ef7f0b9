/**
 * The API calls' retry (spec section 7: 2 more tries, 3 s apart). Only a call that may safely run
 * twice is tried again — GET, HEAD, PUT, DELETE — and only when no answer came or the server failed
 * (5xx). A POST or PATCH is never repeated here: one that carries an Idempotency-Key (placing an
 * order) is retried by its caller under the same key (features/checkout/order-placer.ts).
 */
import { API_RETRY } from '@storefront/domain/constants';
import type { Transport } from './api';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

export function mayRetry(init: RequestInit): boolean {
  return IDEMPOTENT.has((init.method ?? 'GET').toUpperCase());
}

/** Resolves after `ms`, or rejects at once when the call is aborted meanwhile. */
export function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function retryingTransport(
  transport: Transport,
  policy: { times: number; delayMs: number } = API_RETRY,
  wait: typeof pause = pause,
): Transport {
  return async (url, init) => {
    const retriable = mayRetry(init);
    for (let attempt = 0; ; attempt++) {
      const last = !retriable || attempt >= policy.times;
      try {
        const response = await transport(url, init);
        if (last || response.status < 500) return response;
      } catch (error) {
        if (last || init.signal?.aborted) throw error;
      }
      await wait(policy.delayMs, init.signal);
    }
  };
}
