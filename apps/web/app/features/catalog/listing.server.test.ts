import { describe, expect, it } from 'vitest';
import { loadListing } from './listing.server';

/** The redirect a listing address answers with (the loader throws it before calling the API). */
async function redirectOf(path: string): Promise<{ status: number; location: string | null }> {
  try {
    await loadListing(new Request(`http://shop${path}`), {} as never, 'catalog');
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  throw new Error(`${path}: no redirect`);
}

describe('listing address', () => {
  it('goes to the canonical address, keeping the chunk size and the app’s marker', async () => {
    expect(await redirectOf('/catalog/?utm=x&app_mode=mobile-app')).toEqual({
      status: 302,
      location: '/catalog/?app_mode=mobile-app',
    });
    expect(await redirectOf('/catalog/?order=desc&sort=price&utm=x&count=12&app_mode=web-view')).toEqual({
      status: 302,
      location: '/catalog/?sort=price&order=desc&count=12&app_mode=web-view',
    });
    expect(await redirectOf('/catalog/?q=plate&app_mode=mobile-app')).toEqual({
      status: 301,
      location: '/catalog/?query=plate&app_mode=mobile-app',
    });
    expect(await redirectOf('/catalog/?utm=x&count=')).toEqual({ status: 302, location: '/catalog/' });
  });
});
