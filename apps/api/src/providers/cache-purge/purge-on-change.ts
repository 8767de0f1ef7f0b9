/**
 * Which keys the app's change events purge (decisions 041, 043). A change of some products purges
 * their own keys, their categories' listings (ancestors included) and the listings drawn from the
 * whole catalogue (searches), with TRUNCATED_KEY for answers that could not name them all; a change of
 * the whole catalogue purges the `catalog` family, content changes `content`. The periodic rebuild
 * of the index (a safety net behind the change feed) purges nothing: the feed purged what it carried.
 *
 * Every process purges when it hears of a change: a catalogue change reaches each one's index through
 * the change feed, and the last purge comes after the last process has rebuilt, so the cache cannot
 * keep a page one of them drew from the old index. Other processes hear nothing of a content change
 * and keep their pages and answers for their own time limits, so a content change is purged again
 * once those have passed (`settleMs`).
 */
import { productChangeKeys, SURROGATE_FAMILIES } from '@storefront/domain/http-cache';
import type { AppEvents, CatalogChangeScope } from '../../lib/app-events.ts';
import type { CachePurger } from './cache-purger.ts';

/** Subscribes the purges; answers their removal (with any trailing purge not yet sent). */
export function purgeOnChanges(events: AppEvents, purger: CachePurger, settleMs: number): () => void {
  const trailing = new Set<NodeJS.Timeout>();
  const purgeContent = () => purger.purge([SURROGATE_FAMILIES.content]);
  const stops = [
    events.on('catalogChanged', (scope) => {
      const keys = catalogPurgeKeys(scope);
      if (keys.length > 0) purger.purge(keys);
    }),
    // Searches answered with the old synonyms or pins are catalogue answers.
    events.on('searchTuningChanged', () => purger.purge([SURROGATE_FAMILIES.catalog])),
    events.on('contentChanged', () => {
      purgeContent();
      const timer = setTimeout(() => {
        trailing.delete(timer);
        purgeContent();
      }, settleMs);
      timer.unref();
      trailing.add(timer);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    for (const timer of trailing) clearTimeout(timer);
  };
}

/** The keys a catalogue change purges (none for the periodic rebuild). */
export function catalogPurgeKeys(scope: CatalogChangeScope | undefined): string[] {
  if (!scope) return [SURROGATE_FAMILIES.catalog];
  if ('refresh' in scope) return [];
  return productChangeKeys(scope.products, scope.categories);
}
