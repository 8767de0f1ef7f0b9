import { describe, expect, it } from 'vitest';
import type { CatalogAnswer } from '../../lib/api-types';
import { type ListingData, listingPayload, readListing } from './listing-data';

const listing = {
  type: 'catalog',
  catalog: { title: 'Кухня', items: [{ id: 1, name: 'Кастрюля' }], totalItems: 1 } as unknown as CatalogAnswer,
  state: { query: '', sort: 'popular', order: 'desc', page: 1, filters: {} },
  itemsPerRow: 'many',
  canonical: 'https://shop.example/catalog/kukhnya/',
} as ListingData;

describe('the listing in the page’s data', () => {
  it('carries the catalogue’s answer as one JSON text and gives the same listing back', () => {
    const payload = listingPayload(listing);
    expect(typeof payload.catalog).toBe('string');
    // As the browser gets it: a copy through the data stream, read once however often it is asked for.
    const sent = structuredClone(payload);
    const read = readListing(sent);
    expect(read).toEqual(listing);
    expect(readListing(sent)).toBe(read);
  });

  it('gives the server’s render the loader’s own answer, unparsed', () => {
    const payload = listingPayload(listing);
    expect(readListing(payload).catalog).toBe(listing.catalog);
  });
});
