import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../api-types';
import { setCounterSink } from './data-layer';
import { useChunkedList } from './use-chunked-list';

const card = (id: number) =>
  ({ id, name: `Card ${id}`, price: { amount: 100_00 * id, currency: 'RUB' } }) as unknown as ProductCard;
const LIST = { id: 'favourites', name: 'Избранное' };
let open: (card: ProductCard, position: number) => void = () => {};

function Cards({ source, items, skipped }: { source: unknown; items: ProductCard[]; skipped: number }) {
  open = useChunkedList(LIST, source, items, skipped);
  return null;
}

/** The e-commerce events written, as event name and item ids with their places. */
const written = () =>
  (window.dataLayer ?? [])
    .filter((entry): entry is { event: string; ecommerce: { items: { item_id: string; index: number }[] } } =>
      Boolean((entry as { event?: string }).event),
    )
    .map((e) => [e.event, e.ecommerce.items.map((i) => `${i.item_id}@${i.index}`)]);

beforeEach(() => setCounterSink({ ga4Id: null, ymId: '1' }));
afterEach(() => {
  cleanup();
  setCounterSink(null);
  delete window.dataLayer;
});

describe('a list that comes in chunks', () => {
  it('reports each chunk once with its places in the whole list, and a card followed by its place', () => {
    const source = {};
    const first = [card(1), card(2)];
    const page = render(<Cards source={source} items={first} skipped={24} />);
    page.rerender(<Cards source={source} items={[...first, card(3)]} skipped={24} />);
    page.rerender(<Cards source={source} items={[...first, card(3)]} skipped={24} />);
    open(card(3), 2);
    expect(written()).toEqual([
      ['view_item_list', ['1@24', '2@25']],
      ['view_item_list', ['3@26']],
      ['select_item', ['3@26']],
    ]);
    // A new answer (another sort) is a new view of the same cards.
    page.rerender(<Cards source={{}} items={first} skipped={0} />);
    expect(written().at(-1)).toEqual(['view_item_list', ['1@0', '2@1']]);
  });
});
