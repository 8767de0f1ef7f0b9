import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { QuickViewModal } from './quick-view-modal';

const fetchMock = vi.fn();

const money = (amount: number) => ({ amount, currency: 'RUB' as const });
const product = {
  id: 5,
  name: 'Linen shirt',
  url: '/product/linen-shirt/',
  images: [
    {
      picture: { src: '/images/products/5/1.svg', width: 600, height: 600, placeholder: null },
      alt: 'Linen shirt — 1',
    },
  ],
  price: money(199_000),
  oldPrice: null,
  priceFrom: false,
  colour: { name: 'Sand', hex: '#d8c8a8' },
  stockLevel: 'many',
  hasSizes: true,
  sizes: [
    { id: 51, name: 'M', maxAvailable: 3, stockLevel: 'in_stock', price: money(199_000), oldPrice: null },
    { id: 52, name: 'L', maxAvailable: 0, stockLevel: 'none', price: money(199_000), oldPrice: null },
  ],
};

const actions = vi.fn((_p: unknown, size: { id: number } | null) => <span>sku:{size?.id ?? 'none'}</span>);

function Page() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <QuickViewModal productUrl="/product/linen-shirt/" onClose={() => undefined} renderActions={actions} />
    </I18nProvider>
  );
}
const Stub = createRoutesStub([{ path: '/', Component: Page }]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('quick view', () => {
  it('holds the place of the body with a skeleton, saying loading once, until the product arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<Stub initialEntries={['/']} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.skeleton .quick-view__body .quick-view__image-shape')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      answer(new Response(JSON.stringify({ data: { product, selectedSizeId: null, breadcrumbs: [] } })));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.ownerDocument.querySelector('.skeleton')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Linen shirt' })).toBeTruthy();
  });

  it('loads the product by its slug and hands the chosen size to the actions', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { product, selectedSizeId: null, breadcrumbs: [] } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Stub initialEntries={['/']} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 250));
    });
    expect(new URL(fetchMock.mock.calls[0]?.[0], 'http://shop').pathname).toBe('/api/v1/catalog/product/linen-shirt');
    expect(screen.getByRole('dialog', { name: 'Linen shirt' })).toBeTruthy();
    expect(screen.getByText('sku:none')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'L, not available' }) as HTMLInputElement).disabled).toBe(true);
    // Every size costs the same: each is named by itself.
    expect(screen.getByRole('dialog').querySelector('.size-option__price')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('sku:51')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All about the product' }).getAttribute('href')).toBe(
      '/product/linen-shirt/',
    );
  });

  it('shows a "from" price while the sizes differ in price, each size’s own price on its button and the chosen size’s', async () => {
    const priced = {
      ...product,
      price: money(99_000),
      oldPrice: money(150_000),
      priceFrom: true,
      sizes: [
        { id: 51, name: 'M', maxAvailable: 3, stockLevel: 'in_stock', price: money(99_000), oldPrice: money(150_000) },
        { id: 53, name: 'XL', maxAvailable: 2, stockLevel: 'few', price: money(249_000), oldPrice: null },
      ],
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { product: priced, selectedSizeId: null, breadcrumbs: [] } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<Stub initialEntries={['/']} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 250));
    });
    const price = () => container.ownerDocument.querySelector('.quick-view .price')?.textContent?.replace(/\s/g, ' ');
    expect(price()).toBe('from ₽990Old price: ₽1,500');
    const label = (radio: HTMLElement) => radio.closest('label')?.textContent?.replace(/\s/g, ' ');
    const xl = screen.getByRole('radio', { name: /^XL ₽2,490/ });
    const m = screen.getByRole('radio', { name: /^M ₽990/ });
    expect(label(xl)).toBe('XL ₽2,490');
    expect(label(m)).toBe('M ₽990Old price: ₽1,500');
    fireEvent.click(xl);
    expect(price()).toBe('₽2,490');
    fireEvent.click(m);
    expect(price()).toBe('₽990Old price: ₽1,500');
  });
});
