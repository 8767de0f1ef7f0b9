import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import LogIn, { loader } from './login';

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

/** The page as the app shows it: a guest, a mobile-app screen. */
function LogInPage() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <LogIn />
    </I18nProvider>
  );
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    loader: () => ({ layout: { isMobileApp: true, isWebView: false, variant: 'ru' } }),
    HydrateFallback: () => null,
    children: [
      {
        path: 'vkhod-ili-registratsiya/',
        loader: () => ({ isAuthorized: false, isValid: false }),
        Component: LogInPage,
      },
    ],
  },
]);

describe('the login page inside the app', () => {
  afterEach(() => {
    cleanup();
    delete (window as { webkit?: unknown }).webkit;
  });

  /** The backUrl the page hands the app when it opens at `address`. */
  async function backUrlOf(address: string): Promise<string> {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { openAuthorization: { postMessage } } };
    render(<Stub initialEntries={[address]} />);
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    return JSON.parse(postMessage.mock.calls[0]?.[0]).backUrl;
  }

  it('hands the app a backurl of this shop, and the profile for one a browser reads as another host', async () => {
    expect(await backUrlOf('/vkhod-ili-registratsiya/?backurl=%2Fkorzina%2F%3Fx%3D1')).toBe('/korzina/?x=1');
    cleanup();
    expect(await backUrlOf('/vkhod-ili-registratsiya/?backurl=%2F%09%2Fevil.com')).toBe('/lichnyj-kabinet/');
  });
});
