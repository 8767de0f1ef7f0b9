import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { SizeChoice } from './size-choice';

const money = (amount: number) => ({ amount, currency: 'RUB' as const });
const sizes = [
  {
    id: 51,
    name: 'M',
    maxAvailable: 3,
    stockLevel: 'in_stock' as const,
    price: money(99_000),
    oldPrice: money(150_000),
  },
  { id: 52, name: 'XL', maxAvailable: 2, stockLevel: 'few' as const, price: money(249_000), oldPrice: null },
];

function renderChoice(withPrices: boolean) {
  render(
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <SizeChoice
        sizes={sizes}
        selectedId={null}
        onSelect={() => undefined}
        withPrices={withPrices}
        pickerOpen={false}
        onPickerOpenChange={() => undefined}
      />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('size choice', () => {
  it('names each size with its own price when the sizes differ in price', () => {
    renderChoice(true);
    const name = (radio: HTMLElement) => radio.closest('label')?.textContent?.replace(/\s/g, ' ');
    expect(name(screen.getByRole('radio', { name: /^M ₽990/ }))).toBe('M ₽990Old price: ₽1,500');
    expect(name(screen.getByRole('radio', { name: /^XL ₽2,490/ }))).toBe('XL ₽2,490');
  });

  it('names a size by itself when every size costs the same', () => {
    renderChoice(false);
    expect(screen.getByRole('radio', { name: 'M' })).toBeTruthy();
    expect(document.querySelector('.size-option__price')).toBeNull();
  });
});
