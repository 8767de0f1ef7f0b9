/**
 * One call to a payment gateway's HTTP API. A call that may have reached the gateway without its
 * answer reaching us (a timeout, a dropped connection, 429, a 5xx) is asked again — only when it is
 * safe to: a read, or a write carrying an idempotency key, which makes the gateway answer the first
 * request's result instead of charging or refunding twice. Giving up throws PaymentProviderUnavailable.
 */
import { PaymentProviderUnavailable } from './payment-gateway.ts';

export interface GatewayRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The gateway acts once however often this request is repeated (a read, or a write with an idempotency key). */
  repeatable: boolean;
}

export interface GatewayAnswer {
  status: number;
  /** The answer's JSON, or null when it had none. */
  json: unknown;
}

export interface GatewayLimits {
  /** How long one attempt may wait for the answer. */
  timeoutMs: number;
  /** Attempts in all for a repeatable request. */
  attempts: number;
}

export const GATEWAY_LIMITS: GatewayLimits = { timeoutMs: 10_000, attempts: 3 };

const worthRepeating = (status: number) => status === 429 || status >= 500;

/** Waits a little longer before each repeat: the gateway may be catching up. */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));

export async function callGateway(
  gateway: string,
  request: GatewayRequest,
  limits: GatewayLimits = GATEWAY_LIMITS,
): Promise<GatewayAnswer> {
  const attempts = request.repeatable ? Math.max(1, limits.attempts) : 1;
  let failure = '';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await pause(attempt);
    try {
      const res = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(limits.timeoutMs),
      });
      const json: unknown = await res.json().catch(() => null);
      if (!worthRepeating(res.status)) return { status: res.status, json };
      failure = `answered ${res.status}`;
    } catch (error) {
      failure = `unreachable: ${(error as Error).message}`;
    }
  }
  throw new PaymentProviderUnavailable(`${gateway} ${failure}`);
}
