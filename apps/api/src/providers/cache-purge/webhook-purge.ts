/**
 * Purges a CDN by surrogate key through one webhook: `POST` with `{"surrogate_keys": [...]}` as JSON,
 * the keys also in a `Surrogate-Key` header, and the token as a bearer. Fastly's purge by keys takes
 * that body as it is (POST /service/{id}/purge, its token in `Fastly-Key`); Cloudflare's
 * (POST /zones/{id}/purge_cache, `{"tags": [...]}`) and Akamai's (Fast Purge by cache tag) want a
 * small relay that renames the field (ops/varnish/README.md).
 */
import { PURGE_TIMEOUT_MS, type PurgeAdapter } from './cache-purger.ts';

export function webhookPurge(url: string, token: string | undefined): PurgeAdapter {
  return {
    // Cloudflare takes 30 tags a call.
    maxKeysPerRequest: 30,
    async send(keys) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'surrogate-key': keys.join(' '),
          // Fastly's soft purge: the answers are marked stale and served while fetched again (as the VCL's xkey.softpurge).
          'fastly-soft-purge': '1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ surrogate_keys: keys }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`purge webhook answered ${response.status}`);
    },
  };
}
