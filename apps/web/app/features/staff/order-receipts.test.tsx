import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrderDetail } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { OrderReceipts, ProviderEvents } from './order-receipts';

afterEach(cleanup);

const rub = (amount: number) => ({ amount, currency: 'RUB' as const });
const receipt = (over: Partial<StaffOrderDetail['receipts'][number]>): StaffOrderDetail['receipts'][number] => ({
  id: 'rc1',
  type: 'payment',
  settlement: 'cashless',
  purpose: 'payment',
  status: 'succeeded',
  amount: rub(96_566),
  paymentId: 'p1',
  refundId: null,
  providerReceiptId: 'yk-1',
  error: null,
  resendable: false,
  at: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
  lines: [
    {
      description: 'Кастрюля',
      quantity: 2,
      price: rub(33_333),
      vatCode: 11,
      paymentSubject: 'commodity',
      paymentMode: 'full_prepayment',
    },
  ],
  ...over,
});

const detail = {
  timeZone: 'Europe/Moscow',
  receipts: [
    receipt({}),
    receipt({ id: 'rc2', status: 'failed', error: 'the register refused the receipt', resendable: true }),
    receipt({ id: 'rc3', settlement: 'prepayment', paymentId: null }),
    receipt({ id: 'rc4', settlement: 'prepayment', purpose: 'handover' }),
  ],
  providerEvents: [
    {
      provider: 'yookassa',
      eventId: 'yk-p1:succeeded',
      paymentId: 'p1',
      type: 'succeeded',
      at: '2026-11-29T09:01:00Z',
    },
  ],
};

function Page() {
  return (
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <OrderReceipts detail={detail} />
      <ProviderEvents detail={detail} />
    </I18nProvider>
  );
}

const Stub = createRoutesStub([{ path: '/staff/orders/100/', Component: Page }]);

describe('an order’s receipts in the back office', () => {
  it('list each receipt’s lines and status, with "send again" only for a failed one, as a plain form', async () => {
    render(<Stub initialEntries={['/staff/orders/100/']} />);
    expect(await screen.findByRole('heading', { name: 'Фискальные чеки' })).toBeTruthy();
    expect(screen.getAllByText(/Кастрюля × 2, по 333,33\s₽, код НДС 11/)).toHaveLength(4);
    // What gift cards paid, and the prepayment offset made when the goods were handed over.
    expect(screen.getByText('Приход: зачёт подарочных карт')).toBeTruthy();
    expect(screen.getByText('Выдача товара: зачёт предоплаты')).toBeTruthy();
    expect(screen.getByText('the register refused the receipt')).toBeTruthy();
    const resend = screen.getAllByRole('button', { name: 'Отправить снова' });
    expect(resend).toHaveLength(1);
    const form = resend[0]!.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'resendReceipt', receiptId: 'rc2' });
  });

  it('list the payment provider’s notifications', async () => {
    render(<Stub initialEntries={['/staff/orders/100/']} />);
    const heading = await screen.findByRole('heading', { name: 'Уведомления платёжного провайдера' });
    const table = heading.nextElementSibling as HTMLElement;
    expect(within(table).getByText('Платёж прошёл')).toBeTruthy();
    expect(within(table).getByText('yk-p1:succeeded')).toBeTruthy();
  });
});
