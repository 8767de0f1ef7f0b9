import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrderDetail } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { OrderShopper } from './order-detail';

afterEach(cleanup);

/** The parts of an order's detail the shopper line reads. */
const detailOf = (recipientPhone: string, accountPhone: string | null) =>
  ({
    order: { recipient: { name: 'Варвара', phone: recipientPhone, email: 'v@example.com' } },
    shopper: accountPhone === null ? null : { phone: accountPhone },
  }) as unknown as StaffOrderDetail;

const shopperLine = (detail: StaffOrderDetail) => {
  render(
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <OrderShopper detail={detail} />
    </I18nProvider>,
  );
  return screen.getByText(/Варвара/).textContent ?? '';
};

describe('the order page’s shopper', () => {
  it('names the phone once when the shopper ordered for themselves', () => {
    const line = shopperLine(detailOf('79160000777', '79160000777'));
    expect(line.match(/000-07-77/g)).toHaveLength(1);
  });

  it("adds the account's phone when the order is for someone else", () => {
    const line = shopperLine(detailOf('79160000777', '79165550011'));
    expect(line).toContain('000-07-77');
    expect(line).toContain('(+7 (916) 555-00-11)');
  });
});
