/** The purger HTTP_CACHE_PURGE names: none by default, Varnish instances, or a CDN's webhook. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { batchingPurger, type CachePurger, noPurger } from './cache-purger.ts';
import { varnishPurge } from './varnish-purge.ts';
import { webhookPurge } from './webhook-purge.ts';

export function createCachePurger(
  config: Pick<Config, 'HTTP_CACHE_PURGE' | 'HTTP_CACHE_PURGE_TOKEN'>,
  log: FastifyBaseLogger,
): CachePurger {
  const target = config.HTTP_CACHE_PURGE;
  if (target.kind === 'none') return noPurger;
  const adapter =
    target.kind === 'varnish' ? varnishPurge(target.urls) : webhookPurge(target.url, config.HTTP_CACHE_PURGE_TOKEN);
  return batchingPurger(adapter, (error, keys) =>
    log.warn({ err: error, keys: keys.length, target: target.kind }, 'http cache purge failed'),
  );
}
