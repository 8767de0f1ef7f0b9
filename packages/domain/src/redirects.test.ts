import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './redirects.ts';

describe('canonical redirects', () => {
  it('adds the trailing slash permanently and keeps the query', () => {
    expect(canonicalRedirect('/korzina', '', null)).toEqual({ status: 301, location: '/korzina/' });
    expect(canonicalRedirect('/catalog/kukhnya', '?sort=price', null)).toEqual({
      status: 301,
      location: '/catalog/kukhnya/?sort=price',
    });
    expect(canonicalRedirect('/korzina/', '', null)).toBeNull();
    expect(canonicalRedirect('/favicon.svg', '', null)).toBeNull();
  });

  it('collapses repeated slashes with the trailing slash in one step, never naming another host', () => {
    expect(canonicalRedirect('/catalog//kukhnya', '?a=1', null)).toEqual({
      status: 301,
      location: '/catalog/kukhnya/?a=1',
    });
    expect(canonicalRedirect('//evil', '', null)).toEqual({ status: 301, location: '/evil/' });
    expect(canonicalRedirect('//evil%2Ecom', '', null)).toEqual({ status: 301, location: '/evil%2Ecom/' });
    expect(canonicalRedirect('//evil.com', '', null)).toEqual({ status: 301, location: '/evil.com' });
  });

  it('corrects language prefixes temporarily', () => {
    expect(canonicalRedirect('/KZ/korzina/', '', null)).toEqual({ status: 302, location: '/kz/korzina/' });
    expect(canonicalRedirect('/ru/korzina/', '', null)).toEqual({ status: 302, location: '/korzina/' });
    expect(canonicalRedirect('/en/', '', null)).toEqual({ status: 302, location: '/ae/' });
    expect(canonicalRedirect('/ae/korzina/', '', null)).toEqual({ status: 302, location: '/ae/basket/' });
    expect(canonicalRedirect('/ae/novosti/spring/', '', null)).toEqual({ status: 302, location: '/ae/news/spring/' });
    expect(canonicalRedirect('/ae/izbrannoe/', '', null)).toEqual({ status: 302, location: '/ae/favourites/' });
  });

  it('moves a path to the prefix of the variant its host decides', () => {
    expect(canonicalRedirect('/korzina/', '', 'kz')).toEqual({ status: 302, location: '/kz/korzina/' });
    expect(canonicalRedirect('/kz/korzina/', '', 'kz')).toBeNull();
    expect(canonicalRedirect('/kz/korzina/', '', 'ru')).toEqual({ status: 302, location: '/korzina/' });
  });
});
