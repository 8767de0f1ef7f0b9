import { describe, expect, it } from 'vitest';
import { lineTotal } from '../money.ts';
import {
  type FiscalReceipt,
  handoverReceipt,
  paymentReceipts,
  piecePrices,
  type ReceiptOrder,
  receiptTotal,
  refundReceipt,
  refundReceipts,
} from './receipt.ts';
import { DEFAULT_FISCAL_SETTINGS, type FiscalSettings, fiscalSettingsFor, goodsVatOf } from './receipt-settings.ts';

const settings = DEFAULT_FISCAL_SETTINGS.ru as FiscalSettings;

const line = (id: number, quantity: number, price: number, discount = 0, categoryPath = 'kukhnya/posuda') => ({
  id,
  description: `Line ${id}`,
  quantity,
  amount: lineTotal({ price, quantity, discount }),
  kind: 'goods' as const,
  categoryPath,
});

const order = (over: Partial<ReceiptOrder> = {}): ReceiptOrder => ({
  currency: 'RUB',
  lines: [line(1, 3, 33_400, 200), line(2, 1, 99_900, 100)],
  delivery: { description: 'Delivery', amount: 29_900 },
  giftCardsPaid: 0,
  recipient: { email: 'anna@example.com', phone: '79161234567' },
  legalEntity: null,
  ...over,
});

const orderTotal = (o: ReceiptOrder) => o.lines.reduce((s, l) => s + l.amount, 0) + (o.delivery?.amount ?? 0);
const itemsOf = (r: FiscalReceipt | null) => r?.items.map((i) => [i.description, i.quantity, i.price]);

describe('payment receipts', () => {
  it('writes a line whose discount does not divide by its pieces as two prices a kopeck apart', () => {
    // 3 × 334.00 less a 2.00 discount share = 1000.00 over 3 pieces: 333.33…
    const { card } = paymentReceipts(order(), settings);
    expect(itemsOf(card)).toEqual([
      ['Line 1', 2, 33_333],
      ['Line 1', 1, 33_334],
      ['Line 2', 1, 99_800],
      ['Delivery', 1, 29_900],
    ]);
    expect(receiptTotal(card!)).toBe(orderTotal(order()));
  });

  it('makes delivery a service line with its own VAT, goods commodities paid in advance', () => {
    const custom = { ...settings, deliveryVat: 1 as const };
    const { card } = paymentReceipts(order(), custom);
    const delivery = card!.items.at(-1)!;
    expect(delivery).toMatchObject({ paymentSubject: 'service', vatCode: 1, paymentMode: 'full_prepayment' });
    expect(card!.items[0]).toMatchObject({ paymentSubject: 'commodity', vatCode: 11, paymentMode: 'full_prepayment' });
    expect(card).toMatchObject({ type: 'payment', settlement: 'cashless', taxSystemCode: 1, currency: 'RUB' });
  });

  it('leaves free delivery off', () => {
    const { card } = paymentReceipts(order({ delivery: { description: 'Delivery', amount: 0 } }), settings);
    expect(card!.items.map((i) => i.description)).not.toContain('Delivery');
  });

  it('splits gift card + card: the card receipt is the money taken by card, the rest settles the advance', () => {
    const o = order({ giftCardsPaid: 50_001 });
    const { card, giftCards } = paymentReceipts(o, settings);
    expect(receiptTotal(card!)).toBe(orderTotal(o) - 50_001);
    expect(receiptTotal(giftCards!)).toBe(50_001);
    expect(giftCards).toMatchObject({ type: 'payment', settlement: 'prepayment' });
    expect(giftCards!.items.every((i) => i.paymentMode === 'full_payment')).toBe(true);
    // Each line's two shares add up to its money.
    for (const description of ['Line 1', 'Line 2', 'Delivery']) {
      const sum = (r: FiscalReceipt) =>
        r.items.filter((i) => i.description === description).reduce((s, i) => s + i.price * i.quantity, 0);
      const whole = description === 'Delivery' ? 29_900 : o.lines.find((l) => l.description === description)!.amount;
      expect(sum(card!) + sum(giftCards!)).toBe(whole);
    }
  });

  it('makes no card receipt when gift cards paid everything', () => {
    const o = order();
    const { card, giftCards } = paymentReceipts({ ...o, giftCardsPaid: orderTotal(o) }, settings);
    expect(card).toBeNull();
    expect(receiptTotal(giftCards!)).toBe(orderTotal(o));
  });

  it('sells gift cards as an advance at the calculated rate', () => {
    const sale = order({
      lines: [{ id: 7, description: 'Gift card', quantity: 2, amount: 600_000, kind: 'giftCard', categoryPath: null }],
      delivery: null,
    });
    const { card } = paymentReceipts(sale, settings);
    expect(card!.items).toEqual([
      {
        description: 'Gift card',
        quantity: 2,
        price: 300_000,
        vatCode: 12,
        paymentSubject: 'payment',
        paymentMode: 'advance',
      },
    ]);
  });

  it('names a legal entity buyer by its name and tax number', () => {
    const { card } = paymentReceipts(
      order({ legalEntity: { companyName: 'OOO Romashka', inn: '7701234567' } }),
      settings,
    );
    expect(card!.customer).toEqual({
      email: 'anna@example.com',
      phone: '79161234567',
      fullName: 'OOO Romashka',
      inn: '7701234567',
    });
  });

  it('keeps descriptions within what receipt APIs take', () => {
    const long = { ...line(1, 1, 1000), description: 'x'.repeat(300) };
    const { card } = paymentReceipts(order({ lines: [long] }), settings);
    expect(card!.items[0]!.description).toHaveLength(128);
  });

  it('always names exactly the money taken by card, whatever the basket', () => {
    for (let i = 1; i < 300; i++) {
      const lines = Array.from({ length: 1 + (i % 5) }, (_, k) => {
        const quantity = 1 + ((i * 7 + k * 3) % 9);
        const price = 1 + ((i * 7919 + k * 104_729) % 300_000);
        return line(k + 1, quantity, price, (i * 31 + k) % Math.max(1, price * quantity));
      });
      const o = order({ lines, delivery: { description: 'Delivery', amount: (i * 1237) % 50_000 } });
      const giftCardsPaid = (i * 31_337) % (orderTotal(o) + 1);
      const { card, giftCards } = paymentReceipts({ ...o, giftCardsPaid }, settings);
      expect(card ? receiptTotal(card) : 0).toBe(orderTotal(o) - giftCardsPaid);
      expect(giftCards ? receiptTotal(giftCards) : 0).toBe(giftCardsPaid);
    }
  });
});

describe('refund receipts', () => {
  it('names the pieces of a line refunded in part for the money going back to the card', () => {
    // One of three pieces of line 1 (1000.00 after discount): 333.33.
    const receipt = refundReceipt(order(), settings, {
      pieces: [{ lineId: 1, quantity: 1, amount: 33_333 }],
      amount: 33_333,
      online: 33_333,
    });
    expect(receipt).toMatchObject({ type: 'refund', settlement: 'cashless' });
    expect(itemsOf(receipt)).toEqual([['Line 1', 1, 33_333]]);
  });

  it('puts the money beyond the pieces of a whole-order refund on the delivery', () => {
    const o = order();
    const receipt = refundReceipt(o, settings, {
      pieces: [
        { lineId: 1, quantity: 2, amount: 66_667 },
        { lineId: 2, quantity: 1, amount: 99_800 },
      ],
      amount: 66_667 + 99_800 + 29_900,
      online: 66_667 + 99_800 + 29_900,
    });
    expect(itemsOf(receipt)).toEqual([
      ['Line 1', 1, 33_333],
      ['Line 1', 1, 33_334],
      ['Line 2', 1, 99_800],
      ['Delivery', 1, 29_900],
    ]);
    expect(receipt!.items.at(-1)!.paymentSubject).toBe('service');
  });

  it('names only the card part when gift cards get their share back', () => {
    const receipt = refundReceipt(order({ giftCardsPaid: 40_000 }), settings, {
      pieces: [
        { lineId: 1, quantity: 3, amount: 100_000 },
        { lineId: 2, quantity: 1, amount: 99_800 },
      ],
      amount: 199_800,
      online: 171_517,
    });
    expect(receiptTotal(receipt!)).toBe(171_517);
  });

  it('gives back gift cards sold in full when the refund names no pieces', () => {
    const sale = order({
      lines: [{ id: 7, description: 'Gift card', quantity: 2, amount: 600_000, kind: 'giftCard', categoryPath: null }],
      delivery: null,
    });
    const receipt = refundReceipt(sale, settings, { pieces: [], amount: 600_000, online: 600_000 });
    expect(itemsOf(receipt)).toEqual([['Gift card', 2, 300_000]]);
    expect(receipt!.items[0]!.paymentMode).toBe('advance');
  });

  it('makes none for a refund wholly back to gift cards', () => {
    const receipt = refundReceipt(order(), settings, {
      pieces: [{ lineId: 2, quantity: 1, amount: 99_800 }],
      amount: 99_800,
      online: 0,
    });
    expect(receipt).toBeNull();
  });

  it('refuses a line the order does not have', () => {
    expect(() =>
      refundReceipt(order(), settings, { pieces: [{ lineId: 99, quantity: 1, amount: 1 }], amount: 1, online: 1 }),
    ).toThrow(/line 99/);
  });

  it('always names exactly the card part of any sequence of partial refunds', () => {
    for (let i = 1; i < 200; i++) {
      const o = order({ lines: [line(1, 1 + (i % 7), 10_000 + i * 37, i % 500), line(2, 2, 4_999, 1)] });
      const l = o.lines[0]!;
      const q = 1 + (i % l.quantity);
      const amount = Math.floor((l.amount * q) / l.quantity);
      const online = Math.floor((amount * ((i * 13) % 100)) / 100);
      const receipt = refundReceipt(o, settings, { pieces: [{ lineId: 1, quantity: q, amount }], amount, online });
      expect(receipt ? receiptTotal(receipt) : 0).toBe(online);
      for (const item of receipt?.items ?? []) expect(item.quantity).toBeLessThanOrEqual(q);
    }
  });
});

describe('gift cards and refunds', () => {
  it('receipts an order paid wholly by gift cards as one prepayment receipt for everything', () => {
    const o = order();
    const { card, giftCards } = paymentReceipts({ ...o, giftCardsPaid: orderTotal(o) }, settings);
    expect(card).toBeNull();
    expect(giftCards).toMatchObject({ type: 'payment', settlement: 'prepayment' });
    expect(receiptTotal(giftCards!)).toBe(orderTotal(o));
    expect(giftCards!.items.every((i) => i.paymentMode === 'full_payment')).toBe(true);
  });

  it('gives the gift cards their share of a refund on a prepayment refund receipt', () => {
    const o = order({ giftCardsPaid: 40_000 });
    const { card, giftCards } = refundReceipts(o, settings, {
      pieces: [{ lineId: 1, quantity: 1, amount: 33_333 }],
      amount: 33_333,
      online: 26_660,
    });
    expect(receiptTotal(card!)).toBe(26_660);
    expect(giftCards).toMatchObject({ type: 'refund', settlement: 'prepayment' });
    expect(receiptTotal(giftCards!)).toBe(33_333 - 26_660);
    expect(giftCards!.items.every((i) => i.description === 'Line 1' && i.paymentMode === 'full_payment')).toBe(true);
  });

  it('makes only the gift-card refund receipt when everything goes back to the cards', () => {
    const o = order();
    const all = orderTotal(o);
    const { card, giftCards } = refundReceipts({ ...o, giftCardsPaid: all }, settings, {
      pieces: [
        { lineId: 1, quantity: 3, amount: 100_000 },
        { lineId: 2, quantity: 1, amount: 99_800 },
      ],
      amount: all,
      online: 0,
    });
    expect(card).toBeNull();
    expect(receiptTotal(giftCards!)).toBe(all);
    expect(itemsOf(giftCards)?.at(-1)).toEqual(['Delivery', 1, 29_900]);
  });

  it('names exactly the card and the gift-card parts of any partial refund', () => {
    for (let i = 1; i < 300; i++) {
      const o = order({ lines: [line(1, 1 + (i % 7), 10_000 + i * 37, i % 500), line(2, 2, 4_999, 1)] });
      const l = o.lines[0]!;
      const q = 1 + (i % l.quantity);
      const amount = Math.floor((l.amount * q) / l.quantity);
      const online = Math.floor((amount * ((i * 13) % 101)) / 100);
      const { card, giftCards } = refundReceipts(o, settings, {
        pieces: [{ lineId: 1, quantity: q, amount }],
        amount,
        online,
      });
      expect(card ? receiptTotal(card) : 0).toBe(online);
      expect(giftCards ? receiptTotal(giftCards) : 0).toBe(amount - online);
      for (const item of [...(card?.items ?? []), ...(giftCards?.items ?? [])]) {
        expect(item.quantity).toBeLessThanOrEqual(q);
      }
    }
  });

  it('refunds goods already handed over as settled in full', () => {
    const { card } = refundReceipts(
      order(),
      settings,
      { pieces: [{ lineId: 2, quantity: 1, amount: 99_800 }], amount: 99_800, online: 99_800 },
      { handedOver: true },
    );
    expect(card!.items[0]!.paymentMode).toBe('full_payment');
  });
});

describe('handover receipts', () => {
  it('offsets the card prepayment of every line and the delivery in full payment', () => {
    const o = order();
    const receipt = handoverReceipt(o, settings);
    expect(receipt).toMatchObject({ type: 'payment', settlement: 'prepayment' });
    expect(itemsOf(receipt)).toEqual(itemsOf(paymentReceipts(o, settings).card));
    expect(receipt!.items.every((i) => i.paymentMode === 'full_payment')).toBe(true);
  });

  it('names only the card part of an order gift cards paid partly, and none when they paid it all', () => {
    const o = order({ giftCardsPaid: 50_001 });
    expect(receiptTotal(handoverReceipt(o, settings)!)).toBe(orderTotal(o) - 50_001);
    expect(handoverReceipt({ ...o, giftCardsPaid: orderTotal(o) }, settings)).toBeNull();
  });

  it('leaves off pieces refunded before the handover and the card money that went back', () => {
    const o = order({ giftCardsPaid: 20_000 });
    const refund = { pieces: [{ lineId: 2, quantity: 1, amount: 99_800 }], amount: 99_800, online: 89_000 };
    const receipt = handoverReceipt(o, settings, [refund]);
    expect(receipt!.items.map((i) => i.description)).toEqual(['Line 1', 'Line 1', 'Delivery']);
    expect(receiptTotal(receipt!)).toBe(orderTotal(o) - 20_000 - 89_000);
  });

  it('makes none where goods are settled on payment, for gift cards sold, or for an order refunded whole', () => {
    expect(handoverReceipt(order(), { ...settings, goodsPaymentMode: 'full_payment' })).toBeNull();
    const sale = order({
      lines: [{ id: 7, description: 'Gift card', quantity: 1, amount: 300_000, kind: 'giftCard', categoryPath: null }],
      delivery: null,
    });
    expect(handoverReceipt(sale, settings)).toBeNull();
    const o = order();
    const whole = {
      pieces: [
        { lineId: 1, quantity: 3, amount: 100_000 },
        { lineId: 2, quantity: 1, amount: 99_800 },
      ],
      amount: orderTotal(o),
      online: orderTotal(o),
    };
    expect(handoverReceipt(o, settings, [whole])).toBeNull();
  });

  it('always names the card money left, whatever the basket and the refunds before', () => {
    for (let i = 1; i < 300; i++) {
      const o = order({
        lines: [line(1, 1 + (i % 7), 10_000 + i * 37, i % 500), line(2, 2, 4_999, 1)],
        delivery: { description: 'Delivery', amount: (i * 1237) % 50_000 },
      });
      const giftCardsPaid = (i * 31_337) % (orderTotal(o) + 1);
      const l = o.lines[0]!;
      const q = i % l.quantity;
      const amount = Math.floor((l.amount * q) / l.quantity);
      const online = Math.min(amount, Math.floor((amount * (orderTotal(o) - giftCardsPaid)) / orderTotal(o)));
      const refunds = q > 0 ? [{ pieces: [{ lineId: 1, quantity: q, amount }], amount, online }] : [];
      const receipt = handoverReceipt({ ...o, giftCardsPaid }, settings, refunds);
      const left = orderTotal(o) - giftCardsPaid - (q > 0 ? online : 0);
      expect(receipt ? receiptTotal(receipt) : 0).toBe(left);
    }
  });
});

describe('receipt arithmetic and settings', () => {
  it('writes pieces at whole-unit prices that add up to the money', () => {
    expect(piecePrices(1000, 3)).toEqual([
      { quantity: 2, price: 333 },
      { quantity: 1, price: 334 },
    ]);
    expect(piecePrices(900, 3)).toEqual([{ quantity: 3, price: 300 }]);
    // Cheaper than its pieces: the pieces at 0 add nothing and are left off.
    expect(piecePrices(2, 5)).toEqual([{ quantity: 2, price: 1 }]);
  });

  it('takes the VAT of the longest configured category path', () => {
    const s = { ...settings, categoryVat: { detyam: 3 as const, 'detyam/odezhda': 5 as const } };
    expect(goodsVatOf(s, 'detyam/igrushki')).toBe(3);
    expect(goodsVatOf(s, 'detyam/odezhda/kurtki')).toBe(5);
    expect(goodsVatOf(s, 'detyamx')).toBe(11);
    expect(goodsVatOf(s, null)).toBe(11);
  });

  it('reads configuration over the defaults, per variant', () => {
    expect(fiscalSettingsFor('ru')).toEqual(settings);
    expect(fiscalSettingsFor('ru', { ru: { taxSystemCode: 2, goodsVat: 1 } })).toMatchObject({
      taxSystemCode: 2,
      goodsVat: 1,
      deliveryVat: 11,
    });
    expect(fiscalSettingsFor('kz')).toBeNull();
    expect(fiscalSettingsFor('kz', { kz: { ...settings, taxSystemCode: 1 } })).toMatchObject({ taxSystemCode: 1 });
  });
});
