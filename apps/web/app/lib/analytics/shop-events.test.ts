import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../api-types';
import { goodsEvent, purchaseEvent, refundEvent } from './shop-events';

const rub = (amount: number) => ({ amount, currency: 'RUB' as const });
const line = (itemId: number, price: number, quantity: number, discount = 0) =>
  ({
    productId: itemId * 10,
    itemId,
    name: `Item ${itemId}`,
    size: itemId === 1 ? 'M' : null,
    price: rub(price),
    quantity,
    discount: rub(discount),
    total: rub(price * quantity - discount),
  }) as unknown as OrderLine;

const order = {
  number: '100042',
  kind: 'goods',
  paymentMethod: 'online',
  deliveryTypes: ['courier', 'pickup'],
  shipments: [
    { method: 'courier', lines: [line(1, 150_000, 2, 30_000)] },
    { method: 'pickup', lines: [line(2, 99_900, 1)] },
  ],
  total: rub(419_900 + 35_000),
  deliveryTotal: rub(35_000),
  promoCode: 'SPRING',
} as unknown as Order;

describe('the shop’s events', () => {
  it('reports a placed order with its number, total, delivery and every line by product', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'RUB',
        value: 4549,
        transaction_id: '100042',
        shipping: 350,
        coupon: 'SPRING',
        payment_type: 'online',
        shipping_tier: 'courier,pickup',
        items: [
          { item_id: '1', item_name: 'Item 1', price: 1500, quantity: 2, item_variant: 'M' },
          { item_id: '2', item_name: 'Item 2', price: 999, quantity: 1 },
        ],
      },
    });
  });

  it('reports no purchase for a gift-card order (no goods)', () => {
    expect(purchaseEvent({ ...order, kind: 'gift_cards', shipments: [] } as Order)).toBeNull();
  });

  it('values the checkout’s steps at the goods after discounts, naming the delivery and payment', () => {
    const shipping = goodsEvent('add_shipping_info', 'RUB', order.shipments);
    expect(shipping?.ecommerce).toMatchObject({ value: 3699, shipping_tier: 'courier,pickup' });
    const payment = goodsEvent('add_payment_info', 'RUB', order.shipments, { paymentType: 'online' });
    expect(payment?.ecommerce).toMatchObject({ value: 3699, payment_type: 'online' });
    expect(payment?.ecommerce.shipping_tier).toBeUndefined();
    expect(goodsEvent('begin_checkout', 'RUB', [])).toBeNull();
  });

  it('reports a refund by the order’s number and the amount given back', () => {
    const refund = { amount: rub(99_900) } as Order['refunds'][number];
    expect(refundEvent('100042', refund)).toEqual({
      event: 'refund',
      ecommerce: { currency: 'RUB', value: 999, transaction_id: '100042', items: [] },
    });
  });
});
