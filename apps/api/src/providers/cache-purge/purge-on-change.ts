/**
 * Which keys the app's change events purge (decision 041). The events say what kind of data changed,
 * not which items, so a change purges its family: every answer built from the catalogue, or every
 * one showing content.
 *
 * Every process purges when it hears of a change: a catalogue change reaches each one's index through
 * the change feed, and the last purge comes after the last process has rebuilt, so the cache cannot
 * keep a page one of them drew from the old index. Other processes hear nothing of a content change
 * and keep their pages and answers for their own time limits, so a content change is purged again
 * once those have passed (`settleMs`).
 */
import { SURROGATE_FAMILIES } from '@storefront/domain/http-cache';
import type { AppEvents } from '../../lib/app-events.ts';
import type { CachePurger } from './cache-purger.ts';

/** Subscribes the purges; answers their removal (with any trailing purge not yet sent). */
export function purgeOnChanges(events: AppEvents, purger: CachePurger, settleMs: number): () => void {
  const trailing = new Set<NodeJS.Timeout>();
  const purgeContent = () => purger.purge([SURROGATE_FAMILIES.content]);
  const stops = [
    events.on('catalogChanged', () => purger.purge([SURROGATE_FAMILIES.catalog])),
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
