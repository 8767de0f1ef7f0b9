import { describe, expect, it } from 'vitest';
import { AppEvents } from '../../lib/app-events.ts';
import type { CachePurger } from './cache-purger.ts';
import { purgeOnChanges } from './purge-on-change.ts';

/** A purger that records what it was asked to purge. */
function recorder(): CachePurger & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    purge: (keys) => {
      asked.push([...keys]);
    },
    close: async () => {},
  };
}

describe('purges on catalogue changes', () => {
  it('names the products changed, their categories, the whole-catalogue listings and truncated answers', () => {
    const events = new AppEvents();
    const purger = recorder();
    const stop = purgeOnChanges(events, purger, 60_000);
    events.emit('catalogChanged', { products: [12, 31], categories: [4, 1] });
    expect(purger.asked).toEqual([
      ['product-12', 'product-31', 'category-4', 'category-1', 'listing-any', 'keys-truncated'],
    ]);
    stop();
  });

  it('purges the catalogue family for a change of the whole catalogue, and nothing for the periodic rebuild', () => {
    const events = new AppEvents();
    const purger = recorder();
    const stop = purgeOnChanges(events, purger, 60_000);
    events.emit('catalogChanged', { refresh: true });
    expect(purger.asked).toEqual([]);
    events.emit('catalogChanged');
    expect(purger.asked).toEqual([['catalog']]);
    stop();
  });
});
