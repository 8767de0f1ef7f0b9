/** Orders in the back office: the list (search, filters, sorting, pages) and one order in full. */
import { isShopperCancelReason, type ShopperCancelReason } from '@storefront/domain/cancel-reasons';
import type { DeliveryMethod, OrderStatus } from '@storefront/domain/checkout';
import { orderPagePath } from '@storefront/domain/order-links';
import type { OrderQueue } from '@storefront/domain/order-refunds';
import { nextStatuses } from '@storefront/domain/order-status';
import { type PaidWith, paidWith } from '@storefront/domain/paid-with';
import { orderTimeZone } from '@storefront/domain/staff';
import { type CurrencyCode, isVariantKey } from '@storefront/domain/variants';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, pickupPoints, stores } from '../../db/schema/geo.ts';
import { userMessages, users } from '../../db/schema/identity.ts';
import {
  addresses,
  giftCards,
  giftCardTransactions,
  orderShipments,
  orderStatusHistory,
  orders,
  payments,
} from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';
import { dayStart, type ListPage, likePattern } from '../../lib/list-query.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { orderReceiptViews } from '../payments/receipt-views.ts';
import { ORDER_QUEUES_SQL } from './order-queues.ts';
import { orderViews } from './orders.service.ts';
import { loadRefunds, refundMoney } from './refund-views.ts';
import { refundState } from './refunds.service.ts';

export interface StaffOrdersQuery {
  q?: string | undefined;
  queue?: OrderQueue | undefined;
  status?: OrderStatus | undefined;
  method?: DeliveryMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
  sort: 'date' | 'total' | 'number';
  dir: 'asc' | 'desc';
}

export interface StaffOrderRow {
  number: string;
  date: string;
  status: OrderStatus;
  phone: string;
  name: string;
  legalEntity: boolean;
  methods: DeliveryMethod[];
  /** How it is paid: card, SBP, gift cards, on receipt or by invoice, and the gateway. */
  paidWith: PaidWith;
  total: { amount: number; currency: CurrencyCode };
  cancellationRequested: boolean;
  shopperCancelReason: ShopperCancelReason | null;
  shopperCancelNote: string | null;
  /** The order's clock (orderTimeZone): its times are read on it. */
  timeZone: string;
}

/**
 * The zones of the orders' cities: of the shop, pickup point or saved address each order's first
 * shipment goes to (an address deleted since tells nothing); orders without one are left out.
 */
async function cityZones(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderShipments.orderId, zone: cities.timeZone })
    .from(orderShipments)
    .leftJoin(stores, eq(stores.id, orderShipments.storeId))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orderShipments.pickupPointId))
    .leftJoin(addresses, sql`${addresses.id} = (${orderShipments.address}->>'addressId')::int`)
    .innerJoin(cities, sql`${cities.id} = coalesce(${stores.cityId}, ${pickupPoints.cityId}, ${addresses.cityId})`)
    .where(inArray(orderShipments.orderId, orderIds))
    .orderBy(desc(orderShipments.id));
  // Last write wins: newest first, so each order keeps its first shipment's zone.
  return new Map(rows.map((r) => [r.orderId, r.zone]));
}

export async function listStaffOrders(db: Db, query: StaffOrdersQuery): Promise<ListPage<StaffOrderRow>> {
  const digits = query.q?.replace(/\D/g, '') ?? '';
  const conditions: (SQL | undefined)[] = [
    digits ? or(eq(orders.number, digits), ilike(users.phone, likePattern(digits))) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.queue ? ORDER_QUEUES_SQL[query.queue]() : undefined,
    query.method
      ? exists(
          db
            .select({ id: orderShipments.id })
            .from(orderShipments)
            .where(and(eq(orderShipments.orderId, orders.id), eq(orderShipments.method, query.method))),
        )
      : undefined,
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dayStart(query.to, true)) : undefined,
  ];
  const where = and(...conditions);
  const column = { date: orders.id, total: orders.total, number: orders.number }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.order.id);
  const [shipments, zones, paymentRows] = await Promise.all([
    ids.length
      ? db
          .select({ orderId: orderShipments.orderId, method: orderShipments.method })
          .from(orderShipments)
          .where(inArray(orderShipments.orderId, ids))
      : [],
    cityZones(db, ids),
    ids.length
      ? db
          .select({
            orderId: payments.orderId,
            method: payments.method,
            provider: payments.provider,
            status: payments.status,
            late: payments.late,
          })
          .from(payments)
          .where(inArray(payments.orderId, ids))
          .orderBy(asc(payments.createdAt))
      : [],
  ]);
  return {
    list: rows.map(({ order: o, phone }) => ({
      number: o.number,
      date: o.createdAt.toISOString(),
      status: o.status,
      phone,
      name: o.recipient.name,
      legalEntity: o.legalEntity !== null,
      methods: shipments.filter((s) => s.orderId === o.id).map((s) => s.method),
      paidWith: paidWithOf(
        o,
        paymentRows.filter((p) => p.orderId === o.id),
      ),
      total: { amount: o.total, currency: o.currency as CurrencyCode },
      cancellationRequested: o.cancellationRequested,
      shopperCancelReason: isShopperCancelReason(o.shopperCancelReason) ? o.shopperCancelReason : null,
      shopperCancelNote: o.shopperCancelNote,
      timeZone: orderTimeZone(o.variant, zones.get(o.id)),
    })),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** How the back office names the order's way of paying (paid-with.ts in the domain). */
const paidWithOf = (o: typeof orders.$inferSelect, rows: Parameters<typeof paidWith>[1]) =>
  paidWith(
    {
      paymentMethod: o.paymentMethod,
      giftCardsPaid: o.giftCardsPaid,
      toPay: o.toPay,
      legalEntity: o.legalEntity !== null,
    },
    rows,
  );

/** One order with what staff need around it: the shopper, payments, gift cards, history, notices and next moves. */
export async function staffOrderDetail(db: Db, number: string, lang: ContentLang) {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  if (!row) throw notFound('Order not found');
  const [[view], [shopper], paymentRows, cardRows, history, notices, zones] = await Promise.all([
    orderViews(db, [row], lang),
    db
      .select({ id: users.id, phone: users.phone, firstName: users.firstName, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId)),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.createdAt)),
    db
      .select({
        number: giftCards.number,
        kind: giftCardTransactions.kind,
        amount: giftCardTransactions.amount,
        at: giftCardTransactions.createdAt,
      })
      .from(giftCardTransactions)
      .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
      .where(eq(giftCardTransactions.orderId, row.id))
      .orderBy(asc(giftCardTransactions.id)),
    db
      .select({ history: orderStatusHistory, staffPhone: users.phone })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.staffId))
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.id)),
    db
      .select({ title: userMessages.title, kind: userMessages.kind, at: userMessages.createdAt })
      .from(userMessages)
      .where(
        and(
          eq(userMessages.userId, row.userId),
          eq(userMessages.url, orderPagePath(isVariantKey(row.variant) ? row.variant : 'ru', row.number)),
        ),
      )
      .orderBy(asc(userMessages.id)),
    cityZones(db, [row.id]),
  ]);
  const [refundsOf, state, fiscal] = await Promise.all([
    loadRefunds(db, [row.id]),
    refundState(db, row.id),
    orderReceiptViews(db, row.id),
  ]);
  const left = state.paid.card + state.paid.online - state.refunded.card - state.refunded.online;
  const money = (amount: number) => ({ amount, currency: row.currency as CurrencyCode });
  const methods = row.kind === 'goods' ? (view?.deliveryTypes ?? []) : null;
  return {
    order: view!,
    timeZone: orderTimeZone(row.variant, zones.get(row.id)),
    shopper: shopper ?? null,
    invoiceNumber: row.invoiceNumber,
    rejectionReason: row.rejectionReason,
    paidWith: paidWithOf(row, paymentRows),
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount: { amount: p.amount, currency: p.currency as CurrencyCode },
      at: p.createdAt.toISOString(),
      late: p.late,
    })),
    refunds: (refundsOf.get(row.id) ?? []).map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      ...refundMoney(r),
      at: r.createdAt.toISOString(),
      idempotencyKey: r.idempotencyKey,
      paymentId: r.paymentId,
      reason: r.reason,
      lines: r.lines,
    })),
    refundable: {
      amount: money(row.paidAt ? Math.max(left, 0) : 0),
      lines: state.lines.map((l) => ({ skuId: l.skuId, quantity: row.paidAt ? l.quantity - l.refundedQuantity : 0 })),
    },
    giftCards: cardRows.map((c) => ({
      number: c.number,
      kind: c.kind,
      amount: { amount: c.amount, currency: row.currency as CurrencyCode },
      at: c.at.toISOString(),
    })),
    history: history.map(({ history: h, staffPhone }) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actor: h.actor,
      staffPhone,
      note: h.note,
      at: h.at.toISOString(),
    })),
    notices: notices.map((n) => ({ kind: n.kind, title: n.title, at: n.at.toISOString() })),
    next: nextStatuses(row.status, 'staff', methods),
    ...fiscal,
  };
}
