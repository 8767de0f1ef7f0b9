/**
 * The production SMS adapter: a JSON POST {phone, text} to a configured gateway with a bearer key.
 * Gateways differ in details; one that needs another shape gets its own adapter beside this one.
 */
import type { SmsProvider } from './sms-provider.ts';

const TIMEOUT_MS = 10_000;

export function createGatewaySms(options: { url: string; key?: string | undefined }): SmsProvider {
  return {
    kind: 'http',
    async send(phone, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.key) headers.authorization = `Bearer ${options.key}`;
      const res = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone: `+${phone}`, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
