import { REQUEST_ADDRESS_LIMITS } from '@storefront/domain/constants';
import { describe, expect, it } from 'vitest';
import { addressRefusal, isPageAddress } from './refusals.ts';

describe('address bounds', () => {
  it('lets real addresses through, a page three categories down and an API call with its query among them', () => {
    for (const url of [
      '/',
      '/kz/catalog/dom/tekstil/pledy/?sort=price',
      '/api/v1/catalog?type=catalog&url=/catalog/',
    ]) {
      expect(addressRefusal(url), url).toBeNull();
    }
  });

  it('refuses too long an address or path with 414 and too deep a path with 404', () => {
    expect(addressRefusal(`/search/?q=${'x'.repeat(REQUEST_ADDRESS_LIMITS.url)}`)).toBe(414);
    expect(addressRefusal(`/${'x'.repeat(REQUEST_ADDRESS_LIMITS.path)}`)).toBe(414);
    expect(addressRefusal(`/catalog/${'a/'.repeat(REQUEST_ADDRESS_LIMITS.segments)}`)).toBe(404);
    // React Router's route discovery asks for a page's links with up to 7,680 characters.
    const discovery = `/__manifest?version=abc&${'p=%2Fcatalog%2Fdom%2Ftekstil%2F&'.repeat(240)}`;
    expect(discovery.length).toBeGreaterThan(7600);
    expect(addressRefusal(discovery.slice(0, 7680))).toBeNull();
    // Slashes in the query are not the path's depth.
    expect(addressRefusal(`/search/?q=${'/'.repeat(100)}`)).toBeNull();
  });

  it('tells page addresses from the API, pictures, build files and data requests in every variant', () => {
    expect(isPageAddress('/catalog/')).toBe(true);
    expect(isPageAddress('/ae/apis-of-the-world/')).toBe(true);
    const notPages = ['/api/v1/layout', '/kz/api/v1/layout', '/images/products/1/0.svg', '/assets/app.css'];
    // React Router's data and route-discovery requests read an envelope, not a page.
    notPages.push('/catalog/kukhnya.data?sort=new', '/__manifest?paths=%2F');
    for (const url of notPages) {
      expect(isPageAddress(url), url).toBe(false);
    }
  });
});
