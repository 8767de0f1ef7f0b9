import { describe, expect, it } from 'vitest';
import {
  listingSearch,
  nextPage,
  normalizeCount,
  orderFilterGroups,
  parseListing,
  parseQueryString,
  previousPage,
  removeFilter,
} from './catalog-query.ts';

const parse = (qs: string) => parseListing(parseQueryString(qs));

describe('catalogue query rules', () => {
  it('splits comma-separated values, turns true/false into booleans and drops empty lists', () => {
    const state = parse('brand=a,b,,a&colour=&is_new=true&sale=false&unknown=1');
    expect(state.filters).toEqual({ values: { brand: ['a', 'b'] }, price: null, flags: { is_new: true } });
    expect(state.errors).toEqual([]);
  });

  it('reads a query of 20,000 unknown keys in one pass over it (quadratic when each took a pass)', () => {
    const unknown = Array.from({ length: 20_000 }, (_, i) => `k${i}=1`).join('&');
    const state = parse(`${unknown}&brand=a&price=,100`);
    expect(state.filters).toEqual({ values: { brand: ['a'] }, price: { min: null, max: 100 }, flags: {} });
    expect(state.errors).toEqual([]);
  });

  it('drops a price range of both empty or 0, and each side independently', () => {
    expect(parse('price=0,0').filters.price).toBeNull();
    expect(parse('price=,').filters.price).toBeNull();
    expect(parse('price=0,500').filters.price).toEqual({ min: null, max: 500 });
    expect(parse('price=100,').filters.price).toEqual({ min: 100, max: null });
    expect(parse('price=x,5').errors).toEqual([{ name: 'price', message: 'validation.invalid' }]);
  });

  it('accepts a page only when it is an integer other than 1', () => {
    expect(parse('page=3').page).toBe(3);
    for (const p of ['1', '0', '-1', '2.5', 'x', '']) expect(parse(`page=${p}`).page).toBe(1);
  });

  it('resets legacy params to page 1 and the default sort; q becomes the query', () => {
    const state = parse('q=ваза&page=4&sort=price&order=asc&PAGEN_1=4&brand=x');
    expect(state).toMatchObject({ legacy: true, query: 'ваза', page: 1, sort: 'popular', order: 'desc' });
    expect(state.filters.values).toEqual({ brand: ['x'] });
  });

  it('builds canonical URLs without defaults and round-trips them', () => {
    const qs = listingSearch({
      query: 'чайник',
      sort: 'price',
      order: 'asc',
      page: 2,
      filters: {
        values: { size: ['36–37', 'M'], brand: ['a'] },
        price: { min: null, max: 900 },
        flags: { sale: true },
      },
    });
    expect(qs).toBe(
      'query=%D1%87%D0%B0%D0%B9%D0%BD%D0%B8%D0%BA&sort=price&order=asc&brand=a&size=36%E2%80%9337,M&price=,900&sale=true&page=2',
    );
    const back = parse(qs);
    expect(back.filters.values.size).toEqual(['36–37', 'M']);
    expect(listingSearch(back)).toBe(qs);
    expect(listingSearch({ sort: 'popular', order: 'desc', page: 1 })).toBe('');
  });

  it('keeps a search as typed in its URL, and only a search', () => {
    const state = parse('query=rfcnh.kz&as_typed=1&page=2');
    expect(state.asTyped).toBe(true);
    expect(listingSearch(state)).toBe('query=rfcnh.kz&as_typed=1&page=2');
    expect(parse('query=rfcnh.kz&as_typed=0').asTyped).toBeUndefined();
    expect(listingSearch(parse('as_typed=1'))).toBe('');
  });

  it('removes one filter tag: a value, a flag, or one side of the price', () => {
    const filters = parse('brand=a,b&price=10,20&sale=true').filters;
    expect(removeFilter(filters, 'brand', 'a').values.brand).toEqual(['b']);
    expect(removeFilter(removeFilter(filters, 'brand', 'a'), 'brand', 'b').values.brand).toBeUndefined();
    expect(removeFilter(filters, 'price', 'min').price).toEqual({ min: null, max: 20 });
    expect(removeFilter(removeFilter(filters, 'price', 'min'), 'price', 'max').price).toBeNull();
    expect(removeFilter(filters, 'sale').flags).toEqual({});
  });

  it('computes previous and next pages with the spec page math', () => {
    expect(previousPage(0, 24)).toBeNull();
    expect(previousPage(48, 24)).toBe(2);
    expect(previousPage(36, 24)).toBe(2);
    expect(nextPage(0, 24, 24, 100)).toBe(2);
    expect(nextPage(36, 24, 24, 100)).toBe(3);
    expect(nextPage(72, 28, 24, 100)).toBeNull();
  });

  it('caps absurd counts', () => {
    expect(normalizeCount('24')).toBe(24);
    expect(normalizeCount('100000')).toBe(96);
    expect(normalizeCount(undefined)).toBe(36);
  });
});

describe('filter group order', () => {
  it('puts size, price and colour first, flags last', () => {
    const keys = ['brand', 'colour', 'material', 'size', 'price', 'sale', 'is_new'].map((key) => ({ key }));
    expect(orderFilterGroups(keys).map((g) => g.key)).toEqual([
      'size',
      'price',
      'colour',
      'brand',
      'material',
      'is_new',
      'sale',
    ]);
  });

  it('leads with price where goods have no sizes', () => {
    const keys = ['brand', 'price', 'colour'].map((key) => ({ key }));
    expect(orderFilterGroups(keys).map((g) => g.key)).toEqual(['price', 'colour', 'brand']);
  });
});
