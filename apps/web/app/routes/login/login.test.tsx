import { describe, expect, it } from 'vitest';
import { loader } from './login';

const SHOP = 'https://shop.example';

/** The API as the loader reaches it: the visitor is a logged-in shopper. */
async function apiFetch(path: string): Promise<Response> {
  const user = path.endsWith('/layout/userData') ? { isAuthorized: true, isValid: true } : null;
  return Response.json(user ? { data: user } : { error: { code: 'NOT_FOUND', message: path } }, {
    status: user ? 200 : 404,
  });
}

/** Where the login page sends a logged-in visitor who opens `address`. */
async function redirectOf(address: string): Promise<string | null> {
  const request = new Request(new URL(address, SHOP));
  try {
    await loader({ request, context: { apiFetch }, params: {} } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get('location');
  }
  return null;
}

describe('the login page for a logged-in visitor', () => {
  it('goes on to a backurl of this shop, with its query and fragment', async () => {
    expect(await redirectOf('/vkhod-ili-registratsiya/?backurl=%2Fkorzina%2F%3Fx%3D1%23a')).toBe('/korzina/?x=1#a');
    expect(await redirectOf(`/vkhod-ili-registratsiya/?backurl=${encodeURIComponent(`${SHOP}/kz/katalog/`)}`)).toBe(
      '/kz/katalog/',
    );
  });

  it.each([
    '%09//evil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%0D%0A/evil.com',
    '%2F%5Cevil.com',
    '%5C%5Cevil.com',
    '%00//evil.com',
    '%20//evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
  ])('sends backurl=%s to the profile, never to another host', async (backurl) => {
    expect(await redirectOf(`/vkhod-ili-registratsiya/?backurl=${backurl}`)).toBe('/lichnyj-kabinet/');
  });

  it('reads a dotted path as the page of this shop it names', async () => {
    const location = await redirectOf('/vkhod-ili-registratsiya/?backurl=/.//evil.com');
    expect(location).toBe('/evil.com');
    expect(new URL(location ?? '', SHOP).origin).toBe(SHOP);
  });
});
