/** Reading a shopper's orders: the list, one order by number, and the answer shape of both. */
import { isShopperCancelReason } from '@storefront/domain/cancel-reasons';
import { CHECKOUT_MESSAGES, FINISHED_ORDER_STATUSES, type OrderListFilter } from '@storefront/domain/checkout';
import type { CurrencyCode, VariantKey } from '@storefront/domain/variants';
import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, orderLines, orderShipments, orders } from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { type LineData, lineView, loadPlaces, loadProductLinks, type Place } from '../order-lines/line-view.ts';
import { CANCELLABLE_STATUSES } from './cancel-order.ts';
import { MANAGER_REVIEW_NOTE, type Order } from './orders.schemas.ts';
import { type LoadedRefund, loadRefunds, refundMoney } from './refund-views.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A shipment of an order with its place and lines, as the answer shows it. */
export interface ShipmentParts {
  method: OrderShipmentRow['method'];
  place: Place | null;
  address: OrderShipmentRow['address'];
  deliveryDate: string | null;
  timeSlot: string | null;
  price: number;
  lines: (LineData & { slug: string })[];
}

type OrderShipmentRow = typeof orderShipments.$inferSelect;

/** Orders as the shopper sees them; the shipments, lines and places of all of them in a few queries. */
export async function orderViews(
  db: Db,
  rows: readonly OrderRow[],
  lang: ContentLang,
  now = new Date(),
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const giftCardOrderIds = rows.filter((o) => o.kind === 'gift_cards').map((o) => o.id);
  const [shipments, lines, purchases] = await Promise.all([
    db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids)).orderBy(asc(orderShipments.id)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    giftCardOrderIds.length
      ? db.select().from(giftCardPurchases).where(inArray(giftCardPurchases.orderId, giftCardOrderIds))
      : [],
  ]);
  const purchaseOf = new Map(purchases.map((p) => [p.orderId, p]));
  // Only paid or cancelled orders can have refunds: a just-placed order costs no query.
  const refundable = rows.filter((o) => o.paidAt !== null || o.status === 'cancelled').map((o) => o.id);
  const [placeOf, links, refundsOf] = await Promise.all([
    loadPlaces(db, shipments, lang),
    loadProductLinks(
      db,
      lines.map((l) => l.productId),
    ),
    loadRefunds(db, refundable),
  ]);
  return rows.map((o) =>
    orderView(
      o,
      shipments
        .filter((s) => s.orderId === o.id)
        .map((s) => ({
          ...s,
          place: placeOf(s),
          lines: lines
            .filter((l) => l.shipmentId === s.id)
            .map((l) => ({ ...l, ...(links.get(l.productId) ?? { slug: '', picture: null }) })),
        })),
      purchaseOf.get(o.id),
      now,
      refundsOf.get(o.id),
    ),
  );
}

/** One order as the shopper sees it, from its row and its loaded (or just written) parts. */
export function orderView(
  o: OrderRow,
  shipments: readonly ShipmentParts[],
  purchase: typeof giftCardPurchases.$inferSelect | undefined,
  now = new Date(),
  refunds: readonly LoadedRefund[] = [],
): Order {
  const currency = o.currency as CurrencyCode;
  const money = (amount: number) => ({ amount, currency });
  return {
    number: o.number,
    date: o.createdAt.toISOString(),
    status: o.status,
    paymentMethod: o.paymentMethod,
    deliveryTypes: shipments.map((s) => s.method),
    shipments: shipments.map((s) => ({
      method: s.method,
      place: s.place,
      address: s.address,
      date: s.deliveryDate,
      timeSlot: s.timeSlot,
      price: money(s.price),
      lines: s.lines.map((l) => lineView(l, l.slug, currency, o.variant as VariantKey)),
    })),
    subtotal: money(o.subtotal),
    discount: money(o.discount),
    promoCode: o.promoCode,
    deliveryTotal: money(o.deliveryTotal),
    total: money(o.total),
    giftCardsPaid: money(o.giftCardsPaid),
    toPay: money(o.toPay),
    paymentDueAt: o.paymentDueAt?.toISOString() ?? null,
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    cancellationReason: o.cancellationReason as Order['cancellationReason'],
    cancellationRequested: o.cancellationRequested,
    canCancel: CANCELLABLE_STATUSES.includes(o.status),
    canRequestCancellation: o.status === 'paid' && !o.cancellationRequested,
    canPay: canPay(o, now),
    canChangePaymentMethod: canChangePaymentMethod(o),
    recipient: o.recipient,
    legalEntity: o.legalEntity !== null,
    managerNote: o.legalEntity !== null ? MANAGER_REVIEW_NOTE : null,
    comment: o.comment,
    invoice:
      o.invoiceNumber && o.invoiceIssuedAt
        ? { number: o.invoiceNumber, issuedAt: o.invoiceIssuedAt.toISOString() }
        : null,
    ...shopperRefunds(refunds, currency),
    giftCardsReturned: money(giftCardsReturned(o, refunds)),
    shopperCancelReason: isShopperCancelReason(o.shopperCancelReason) ? o.shopperCancelReason : null,
    shopperCancelNote: o.shopperCancelNote,
    kind: o.kind,
    giftCards: giftCardsOf(purchase),
  };
}

/** Refunds the shopper sees (not the failed ones) and the sum of the succeeded ones. */
function shopperRefunds(list: readonly LoadedRefund[], currency: CurrencyCode): Pick<Order, 'refunds' | 'refunded'> {
  const shown = list.filter((r) => r.status !== 'failed');
  return {
    refunds: shown.map((r) => ({
      date: (r.completedAt ?? r.createdAt).toISOString(),
      status: r.status === 'succeeded' ? 'succeeded' : 'pending',
      ...refundMoney(r),
      lines: r.lines.map(({ name, size, quantity }) => ({ name, size, quantity })),
    })),
    refunded: {
      amount: shown.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0),
      currency,
    },
  };
}

/** An order cancelled unpaid gave all its gift card charges back; a paid one gives back what its refunds did. */
function giftCardsReturned(o: Pick<OrderRow, 'status' | 'paidAt' | 'giftCardsPaid'>, refunds: readonly LoadedRefund[]) {
  if (o.status === 'cancelled' && !o.paidAt) return o.giftCardsPaid;
  return refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.cardAmount, 0);
}

function giftCardsOf(p: typeof giftCardPurchases.$inferSelect | undefined): Order['giftCards'] {
  if (!p) return null;
  return {
    design: p.design,
    amount: { amount: p.amount, currency: p.currency as CurrencyCode },
    quantity: p.quantity,
    recipientName: p.recipientName,
    sendMode: p.sendMode,
    sendAt: p.sendAt?.toISOString() ?? null,
    timeZone: p.timeZone,
  };
}

/**
 * The payment method can change while nothing is paid: online awaiting payment ↔ on receipt, not
 * for a legal entity (invoice), with gift cards applied (they need online payment) or for an order of
 * gift cards (paid online).
 */
export const canChangePaymentMethod = (
  o: Pick<OrderRow, 'kind' | 'status' | 'paymentMethod' | 'giftCardsPaid' | 'legalEntity' | 'toPay'>,
) =>
  o.kind === 'goods' &&
  o.legalEntity === null &&
  o.giftCardsPaid === 0 &&
  o.toPay > 0 &&
  ((o.status === 'awaiting_payment' && o.paymentMethod === 'online') ||
    (o.status === 'placed' && o.paymentMethod === 'on_receipt'));

/** A new payment attempt is possible while the payment timer runs. */
export const canPay = (o: Pick<OrderRow, 'status' | 'paymentDueAt' | 'toPay'>, now = new Date()) =>
  o.status === 'awaiting_payment' && o.toPay > 0 && o.paymentDueAt !== null && o.paymentDueAt > now;

/** The user's order with this number; 404 'order not found' for anyone else's or an unknown one. */
export async function findUserOrder(db: Db, userId: number, number: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)))
    .limit(1);
  if (!row) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  return row;
}

export async function listOrders(db: Db, userId: number, filter: OrderListFilter, lang: ContentLang): Promise<Order[]> {
  const finished = [...FINISHED_ORDER_STATUSES];
  const byFilter: Record<OrderListFilter, SQL | undefined> = {
    actual: notInArray(orders.status, finished),
    completed: inArray(orders.status, finished),
    all: undefined,
  };
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), byFilter[filter]))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return orderViews(db, rows, lang);
}
