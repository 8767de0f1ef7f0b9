import { describe, expect, it } from 'vitest';
import {
  buildPath,
  formEncoded,
  getRoute,
  matchRoute,
  paramsAreValid,
  routeEntries,
  routePattern,
  searchPath,
} from './routes.ts';

describe('route table', () => {
  it('prefixes kz paths and gives com its English aliases', () => {
    expect(buildPath('BasketIndex', 'ru')).toBe('/korzina/');
    expect(buildPath('BasketIndex', 'kz')).toBe('/kz/korzina/');
    expect(buildPath('BasketIndex', 'com')).toBe('/ae/basket/');
    expect(buildPath('BasketOrdersIndex', 'com')).toBe('/ae/ordering/');
    expect(buildPath('ProfileIndex', 'com')).toBe('/ae/personal-account/');
    expect(buildPath('MainIndex', 'kz')).toBe('/kz/');
    expect(buildPath('MainIndex', 'com')).toBe('/ae/');
    expect(buildPath('LookbookIndex', 'com')).toBe('/ae/lookbook/');
  });

  it('leaves default-only routes out of kz and com', () => {
    for (const name of ['GiftCardsIndex', 'GiftCardPresentPageIndex', 'LooksPage'] as const) {
      expect(routePattern(getRoute(name), 'ru')).not.toBeNull();
      expect(routePattern(getRoute(name), 'kz')).toBeNull();
      expect(routePattern(getRoute(name), 'com')).toBeNull();
    }
    expect(matchRoute('/kz/podarochnye-karty/', 'kz')).toBeNull();
    expect(routePattern(getRoute('ProfileWaitingListIndex'), 'com')).toBeNull();
    expect(buildPath('ProfileWaitingListIndex', 'kz')).toBe('/kz/lichnyj-kabinet/waiting-list/');
  });

  it('matches catalogue paths of any depth and the optional favourites hash', () => {
    expect(matchRoute('/catalog/kukhnya/posuda/kastryuli/', 'ru')?.params['*']).toBe('kukhnya/posuda/kastryuli');
    expect(matchRoute('/catalog/', 'ru')?.route.name).toBe('CatalogIndex');
    expect(matchRoute('/izbrannoe/', 'ru')?.route.name).toBe('FavoritesIndex');
    expect(matchRoute('/ae/favourites/abc123/', 'com')?.params).toEqual({ sharingHash: 'abc123' });
    expect(buildPath('FavoritesIndex', 'ru', { sharingHash: 'h1' })).toBe('/izbrannoe/h1/');
    expect(buildPath('FavoritesIndex', 'ru')).toBe('/izbrannoe/');
  });

  it('validates params so a bad one is a 404', () => {
    const shop = matchRoute('/shops/abc/', 'ru');
    expect(shop?.route.name).toBe('ShopsDetailIndex');
    expect(paramsAreValid(shop!.route, shop!.params)).toBe(false);
    const good = matchRoute('/shops/12/', 'ru');
    expect(paramsAreValid(good!.route, good!.params)).toBe(true);
    const page = matchRoute('/pages/unknown/', 'ru');
    expect(paramsAreValid(page!.route, page!.params)).toBe(false);
  });

  it('has one entry per route and variant with unique patterns', () => {
    const patterns = routeEntries().map((e) => e.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain('/ae/contacts/');
    expect(patterns).toContain('/kz/lichnyj-kabinet/');
  });
});

describe('a search’s address', () => {
  it('is what the search form sends: its field encoded as a browser’s GET form encodes it', () => {
    expect(searchPath('ru', 'Френч-пресс')).toBe(
      '/search/?query=%D0%A4%D1%80%D0%B5%D0%BD%D1%87-%D0%BF%D1%80%D0%B5%D1%81%D1%81',
    );
    expect(searchPath('kz', 'a b')).toBe('/kz/search/?query=a+b');
    expect(formEncoded('Tom & Jerry! (x)~*._-')).toBe('Tom+%26+Jerry%21+%28x%29%7E*._-');
    expect(formEncoded('100% a+b')).toBe('100%25+a%2Bb');
  });
});
