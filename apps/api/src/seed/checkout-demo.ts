/**
 * Demo gift cards and promo codes, so every checkout case can be tried at once
 * (docs/guide/basket-and-checkout.md lists them). Amounts are minor units. The expired code
 * ended long ago; the others never end.
 */
import type { CurrencyCode } from '@storefront/domain/variants';
import type { giftCards, promoCodes } from '../db/schema/orders.ts';
import { giftCardPinHash } from '../modules/gift-card-ledger/gift-card-pin.ts';

interface DemoGiftCard {
  number: string;
  pin: string;
  currency: CurrencyCode;
  amount: number;
  balance: number;
}

export const DEMO_GIFT_CARDS: readonly DemoGiftCard[] = [
  { number: '1000000000000001', pin: '1111', currency: 'RUB', amount: 100_000, balance: 100_000 },
  { number: '1000000000000002', pin: '2222', currency: 'RUB', amount: 5_000_000, balance: 5_000_000 },
  { number: '1000000000000003', pin: '3333', currency: 'RUB', amount: 300_000, balance: 0 },
  { number: '1000000000000004', pin: '4444', currency: 'KZT', amount: 2_000_000, balance: 2_000_000 },
  { number: '1000000000000005', pin: '5555', currency: 'AED', amount: 50_000, balance: 50_000 },
];

type PromoRow = typeof promoCodes.$inferInsert;

/** Every row names every column: the seed's bulk insert takes its column list from the first row. */
const promo = (row: Pick<PromoRow, 'code' | 'kind' | 'value' | 'currency'> & Partial<PromoRow>): PromoRow => ({
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...row,
});

export const DEMO_PROMO_CODES: readonly PromoRow[] = [
  promo({ code: 'WELCOME10', kind: 'percent', value: 10, currency: 'RUB' }),
  promo({ code: 'MINUS500', kind: 'fixed', value: 50_000, currency: 'RUB' }),
  promo({ code: 'BIG15', kind: 'percent', value: 15, currency: 'RUB', minSubtotal: 1_000_000 }),
  promo({ code: 'SPRING2020', kind: 'percent', value: 20, currency: 'RUB', endsAt: new Date('2020-06-01T00:00:00Z') }),
  promo({ code: 'KZ10', kind: 'percent', value: 10, currency: 'KZT' }),
  promo({ code: 'AE10', kind: 'percent', value: 10, currency: 'AED' }),
];

export function demoGiftCardRows(): (typeof giftCards.$inferInsert)[] {
  return DEMO_GIFT_CARDS.map((c, i) => ({
    id: i + 1,
    number: c.number,
    pinHash: giftCardPinHash(c.number, c.pin),
    currency: c.currency,
    initialAmount: c.amount,
    balance: c.balance,
  }));
}
