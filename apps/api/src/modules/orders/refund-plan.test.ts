import { describe, expect, it } from 'vitest';
import { lineView } from '../order-lines/line-view.ts';
import { linePieceAmount, type PlanLine, planRefund, splitRefund } from './refund-plan.ts';

const line = (over: Partial<PlanLine> = {}): PlanLine => ({
  id: 1,
  skuId: 10,
  price: 333_33,
  quantity: 3,
  discount: 100_00,
  refundedQuantity: 0,
  refundedAmount: 0,
  ...over,
});

describe('refund plans', () => {
  it('give back the pieces of a discounted line so that they add up to the total the order shows', () => {
    const first = linePieceAmount(line(), 1);
    const second = linePieceAmount(line({ refundedQuantity: 1, refundedAmount: first }), 1);
    const third = linePieceAmount(line({ refundedQuantity: 2, refundedAmount: first + second }), 1);
    expect([first, second, third]).toEqual([29_999, 30_000, 30_000]);
    expect(first + second + third).toBe(333_33 * 3 - 100_00);
    const shown = lineView(
      { ...line(), productId: 1, name: 'Ваза', size: null, oldPrice: null, picture: null },
      'vaza',
      'RUB',
      'ru',
    );
    expect(shown.total.amount).toBe(first + second + third);
  });

  it('split every refund pro rata between gift cards and the payment, ending exact', () => {
    const paid = { card: 333_33, online: 666_67 };
    let refunded = { card: 0, online: 0 };
    for (const amount of [1, 100_00, 333_33, 566_66]) {
      const part = splitRefund(paid, refunded, amount);
      expect(part.card + part.online).toBe(amount);
      refunded = { card: refunded.card + part.card, online: refunded.online + part.online };
    }
    expect(refunded).toEqual(paid);
  });

  it('refuse more pieces or money than are left', () => {
    const paid = { card: 0, online: 900_00 };
    expect(planRefund([line()], paid, { card: 0, online: 0 }, [{ skuId: 10, quantity: 4 }])).toEqual({
      field: 'lines.0.quantity',
      error: 'tooMany',
    });
    // The line is worth more than is left of the payment (a refund by amount took part of it).
    expect(planRefund([line()], paid, { card: 0, online: 800_00 }, [{ skuId: 10, quantity: 1 }])).toEqual({
      field: 'amount',
      error: 'exceedsPaid',
    });
    expect(planRefund([line()], paid, { card: 0, online: 900_00 }, null)).toEqual({
      field: 'amount',
      error: 'nothingLeft',
    });
  });
});
