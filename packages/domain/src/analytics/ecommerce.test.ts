import { describe, expect, it } from 'vitest';
import { analyticsAmount, basketChangeEvent, ECOMMERCE_EVENTS, ecommerceEvent, type ItemSource } from './ecommerce.ts';

const mug: ItemSource = {
  productId: 101,
  name: 'Stoneware mug',
  price: { amount: 129_050, currency: 'RUB' },
  colour: 'Sand',
  size: '350 ml',
  category: 'Mugs',
};
const towel: ItemSource = { productId: 202, name: 'Linen towel', price: { amount: 99_900, currency: 'RUB' } };

describe('the e-commerce data layer', () => {
  it('names the eleven GA4 events Metrica reads too', () => {
    expect(ECOMMERCE_EVENTS).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
      'refund',
    ]);
  });

  it('gives prices in whole currency units without floating-point drift', () => {
    expect(analyticsAmount(129_050)).toBe(1290.5);
    expect(analyticsAmount(1)).toBe(0.01);
    expect(analyticsAmount(0)).toBe(0);
    // 0.1 + 0.2 in floats is not 0.3; summed in minor units first it is.
    const sum = ecommerceEvent('view_cart', 'AED', [
      { ...towel, price: { amount: 10, currency: 'AED' } },
      { ...towel, productId: 3, price: { amount: 20, currency: 'AED' } },
    ]);
    expect(sum.ecommerce.value).toBe(0.3);
  });

  it('writes an item with id, name, price, quantity, category and variant', () => {
    const event = ecommerceEvent('view_item', 'RUB', [mug]);
    expect(event).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'RUB',
        value: 1290.5,
        items: [
          {
            item_id: '101',
            item_name: 'Stoneware mug',
            price: 1290.5,
            quantity: 1,
            item_category: 'Mugs',
            item_variant: 'Sand / 350 ml',
          },
        ],
      },
    });
  });

  it('numbers a list chunk from its place in the whole listing', () => {
    const list = { id: '/catalog/kitchen/', name: 'Kitchen' };
    const event = ecommerceEvent('view_item_list', 'KZT', [mug, towel], { list, firstIndex: 36 });
    expect(event.ecommerce.item_list_id).toBe('/catalog/kitchen/');
    expect(event.ecommerce.items.map((i) => [i.index, i.item_list_name])).toEqual([
      [36, 'Kitchen'],
      [37, 'Kitchen'],
    ]);
    const picked = ecommerceEvent('select_item', 'KZT', [towel], { list, firstIndex: 37 });
    expect(picked.ecommerce.items[0]?.index).toBe(37);
  });

  it('sums quantity times price unless the event names its worth', () => {
    const lines = [
      { ...mug, quantity: 2 },
      { ...towel, quantity: 1 },
    ];
    expect(ecommerceEvent('begin_checkout', 'RUB', lines).ecommerce.value).toBe(3580);
    const purchase = ecommerceEvent('purchase', 'RUB', lines, {
      value: 388_000,
      transactionId: '100042',
      shipping: 30_000,
      coupon: 'SPRING',
      paymentType: 'online',
      shippingTier: 'courier',
    });
    expect(purchase.ecommerce).toMatchObject({
      value: 3880,
      transaction_id: '100042',
      shipping: 300,
      coupon: 'SPRING',
      payment_type: 'online',
      shipping_tier: 'courier',
    });
    expect(purchase.ecommerce.items.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('reports a basket change as the difference, added or removed', () => {
    expect(basketChangeEvent('RUB', mug, 1, 3)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 2581, items: [{ item_id: '101', quantity: 2 }] },
    });
    expect(basketChangeEvent('RUB', mug, 3, 0)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 3871.5, items: [{ quantity: 3 }] },
    });
    expect(basketChangeEvent('RUB', mug, 2, 2)).toBeNull();
  });

  it('leaves out what it does not know rather than sending empty fields', () => {
    const [item] = ecommerceEvent('add_to_cart', 'AED', [towel]).ecommerce.items;
    expect(item).toEqual({ item_id: '202', item_name: 'Linen towel', price: 999, quantity: 1 });
  });
});
