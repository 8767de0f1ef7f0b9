/**
 * What the HTTP gateway adapters (SMS, e-mail) share: a JSON POST with an optional bearer key and
 * a timeout, where any answer but 2xx is a failure to hand the message over.
 */
const TIMEOUT_MS = 10_000;

export interface GatewayOptions {
  url: string;
  key?: string | undefined;
}

export async function postToGateway(gateway: GatewayOptions, body: unknown, name: string): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (gateway.key) headers.authorization = `Bearer ${gateway.key}`;
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${name} gateway answered ${res.status}`);
}
