/**
 * What a refund request gives back (pure arithmetic, no I/O): the pieces of each line, the amount and
 * its split between gift cards and the online payment. Amounts are integer minor units.
 */
import { lineTotal } from '@storefront/domain/money';

export interface PlanLine {
  id: number;
  skuId: number;
  price: number;
  quantity: number;
  discount: number;
  /** Pieces and money of this line given back already (pending and succeeded refunds). */
  refundedQuantity: number;
  refundedAmount: number;
}

export interface Paid {
  card: number;
  online: number;
}

export interface RefundPlan {
  amount: number;
  cardAmount: number;
  onlineAmount: number;
  lines: { orderLineId: number; quantity: number; amount: number }[];
}

/**
 * Money of `q` more pieces of a line: the line's total (after its discount share) in proportion to
 * the pieces, counted from the pieces already given back so that all pieces add up to the total.
 */
export function linePieceAmount(line: PlanLine, q: number): number {
  return Math.floor((lineTotal(line) * (line.refundedQuantity + q)) / line.quantity) - line.refundedAmount;
}

/**
 * The card part of the next `amount`: the cards get their share of everything refunded so far
 * (pro rata of what they paid), so any sequence of refunds ends with both parts given back exactly.
 */
export function splitRefund(paid: Paid, refunded: Paid, amount: number): Paid {
  const total = paid.card + paid.online;
  const after = refunded.card + refunded.online + amount;
  const cardTarget = after >= total ? paid.card : Math.floor((after * paid.card) / total);
  const card = Math.min(Math.max(cardTarget - refunded.card, 0), paid.card - refunded.card, amount);
  return { card, online: amount - card };
}

/**
 * The plan for the pieces asked (`null`: everything left, delivery included), or the reason it
 * cannot be made: a line not in the order, more pieces than are left, more money than is left.
 */
export function planRefund(
  lines: readonly PlanLine[],
  paid: Paid,
  refunded: Paid,
  asked: readonly { skuId: number; quantity: number }[] | null,
): { plan: RefundPlan } | { field: string; error: 'notInOrder' | 'tooMany' | 'nothingLeft' | 'exceedsPaid' } {
  const left = paid.card + paid.online - refunded.card - refunded.online;
  const pieces: RefundPlan['lines'] = [];
  if (asked === null) {
    for (const line of lines) {
      const q = line.quantity - line.refundedQuantity;
      if (q > 0) pieces.push({ orderLineId: line.id, quantity: q, amount: linePieceAmount(line, q) });
    }
  } else {
    for (const [i, a] of asked.entries()) {
      const line = lines.find((l) => l.skuId === a.skuId);
      if (!line) return { field: `lines.${i}.skuId`, error: 'notInOrder' };
      if (a.quantity > line.quantity - line.refundedQuantity) return { field: `lines.${i}.quantity`, error: 'tooMany' };
      pieces.push({ orderLineId: line.id, quantity: a.quantity, amount: linePieceAmount(line, a.quantity) });
    }
  }
  const amount = asked === null ? left : pieces.reduce((sum, p) => sum + p.amount, 0);
  if (left <= 0 || amount <= 0) return { field: 'amount', error: 'nothingLeft' };
  if (amount > left) return { field: 'amount', error: 'exceedsPaid' };
  const split = splitRefund(paid, refunded, amount);
  return { plan: { amount, cardAmount: split.card, onlineAmount: split.online, lines: pieces } };
}
