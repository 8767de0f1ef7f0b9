/**
 * Purges Varnish instances by surrogate key: `PURGE /` with the keys in an `xkey` header, as the
 * xkey vmod of varnish-modules reads it (ops/varnish/storefront.vcl). Every instance gets each purge.
 */
import { PURGE_TIMEOUT_MS, type PurgeAdapter } from './cache-purger.ts';

export function varnishPurge(urls: readonly string[]): PurgeAdapter {
  return {
    maxKeysPerRequest: 100,
    async send(keys) {
      const answers = await Promise.allSettled(
        urls.map(async (url) => {
          const response = await fetch(new URL('/', url), {
            method: 'PURGE',
            headers: { xkey: keys.join(' ') },
            signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`varnish ${url}: purge answered ${response.status}`);
        }),
      );
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
