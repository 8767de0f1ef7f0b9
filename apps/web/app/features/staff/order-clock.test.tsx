import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrderDetail } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { OrderHistory, OrderShipments } from './order-detail';

afterEach(cleanup);

const history = [
  { from: null, to: 'placed', actor: 'shopper', staffPhone: null, note: null, at: '2026-11-28T22:30:00.000Z' },
] as StaffOrderDetail['history'];
const order = {
  shipments: [
    {
      method: 'courier',
      price: { amount: 0, currency: 'KZT' },
      date: '2026-11-30',
      timeSlot: '10:00-14:00',
      lines: [],
    },
  ],
  promoCode: null,
} as unknown as StaffOrderDetail['order'];

function renderOrder(timeZone: string) {
  render(
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <OrderShipments order={order} timeZone={timeZone} />
      <OrderHistory history={history} timeZone={timeZone} />
    </I18nProvider>,
  );
}

describe('an order’s times in the back office', () => {
  it('read a kz order on Almaty’s clock, the zone named', () => {
    renderOrder('Asia/Almaty');
    expect(screen.getByRole('listitem').textContent).toMatch(/^29\.11\.2026, 03:30 \(Алматы\): /);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/2026-11-30 10:00-14:00 \(Алматы\)$/);
  });

  it('leave a Moscow order’s times unnamed: they are on the staff clock the header names', () => {
    renderOrder('Europe/Moscow');
    expect(screen.getByRole('listitem').textContent).toMatch(/^29\.11\.2026, 01:30: /);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/2026-11-30 10:00-14:00$/);
  });
});
