import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModal } from '../features/auth/auth-modal';
import { AddToBasketButton } from '../features/basket/add-to-basket-button';
import { FavouriteToggle } from '../features/favourites/favourite-toggle';
import type { UserBlock } from '../lib/api-types';
import { I18nProvider } from '../lib/i18n';
import { useUserState } from '../lib/user-state';
import { ToastProvider } from '../ui/toast';
import { UserProviders } from './user-providers';

const user: UserBlock = {
  isAuthorized: false,
  isValid: false,
  name: '',
  email: '',
  subscribe: false,
  phone: '',
  timeZone: 'default',
  serverTimeZone: 'Europe/Moscow',
  companies: [],
  legalEntity: false,
  roles: [],
  basket: {},
  favourites: [],
};

/** What the stubbed root route renders inside the providers. */
let content: ReactNode = null;

function HydrateFallback() {
  return null;
}

function Root() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <ToastProvider>
        <UserProviders>{content}</UserProviders>
      </ToastProvider>
    </I18nProvider>
  );
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    loader: () => ({ layout: { variant: 'com', locale: 'en-US', user, page: { name: 'MainIndex', status: 200 } } }),
    HydrateFallback,
    Component: Root,
  },
]);

function renderWithState(children: ReactNode) {
  content = children;
  return render(<Stub initialEntries={['/']} />);
}

/**
 * A button once the page has settled: the providers' effects that adopt the loader's user block have
 * run, so a click is not undone by them (they may still be pending when the button first appears).
 */
async function settledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await act(async () => {});
  return button;
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }));

describe('favourite toggle', () => {
  it('sends one request after the debounce and takes the server’s list', async () => {
    fetchMock.mockImplementation(() => answer({ allItemsId: [7, 5], totalCountItems: 2 }));
    renderWithState(<FavouriteToggle productId={5} />);
    const button = await settledButton('Add to favourites');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ae/api/v1/favorites');
    expect(JSON.parse(init.body)).toEqual({ productIds: [5] });
  });

  it('sends nothing when toggled back within the debounce', async () => {
    renderWithState(<FavouriteToggle productId={5} />);
    const button = await settledButton('Add to favourites');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('add to basket', () => {
  it('caps the quantity with the maximum-quantity toast', async () => {
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      const { quantity } = JSON.parse(String(init.body));
      return answer({
        productId: 9,
        quantity,
        maxAvailable: 2,
        capped: false,
        basket: { 9: quantity },
        delivery: null,
      });
    });
    renderWithState(<AddToBasketButton skuId={9} maxAvailable={2} />);
    fireEvent.click(await settledButton('Add to basket'));
    // Within the debounce: the stepper is there as soon as the click has been handled.
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(await screen.findByText('That is the most we have: 2 pcs.')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ productId: 9, quantity: 2 });
  });

  it('sends a pending change at once, to outlive the page, when the shopper leaves', async () => {
    // The mini-basket's read of the basket is not the change being sent: here it finds the network gone.
    const isChange = (init?: RequestInit) => init?.method !== undefined && init.method !== 'GET';
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      isChange(init)
        ? answer({ productId: 9, quantity: 1, maxAvailable: 2, capped: false, basket: { 9: 1 }, delivery: null })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const changes = () => fetchMock.mock.calls.filter(([, init]) => isChange(init));
    renderWithState(<AddToBasketButton skuId={9} maxAvailable={2} />);
    fireEvent.click(await settledButton('Add to basket'));
    window.dispatchEvent(new Event('pagehide'));
    expect(changes()).toHaveLength(1);
    expect(changes()[0]![1].keepalive).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(changes()).toHaveLength(1);
  });
});

function NeedsLogin() {
  const { requireAuth } = useUserState();
  return (
    <button type="button" onClick={() => requireAuth()}>
      Write a review
    </button>
  );
}

describe('login prompt', () => {
  it('opens with the phone field focused, its forms fetched on demand', async () => {
    renderWithState(
      <>
        <NeedsLogin />
        <AuthModal />
      </>,
    );
    fireEvent.click(await settledButton('Write a review'));
    // The modal's module is loaded on demand: on a loaded machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Log in or register' }, { timeout: 5000 });
    const phone = await screen.findByLabelText('Phone number', {}, { timeout: 5000 });
    expect(dialog.contains(phone)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(phone), { timeout: 5000 });
  });
});
