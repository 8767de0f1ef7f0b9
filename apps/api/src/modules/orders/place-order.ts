/**
 * Placing an order (docs/decisions/004-checkout-and-orders.md, "Placing an order"): one
 * transaction inserts the order under the client's idempotency key, recomputes the quote, reserves
 * stock, charges gift cards, records the promo use, empties what was ordered and queues the
 * 'placed' notice. The online payment starts after the commit.
 */
import { createHash } from 'node:crypto';
import { CHECKOUT_MESSAGES, cleanLegalEntity, legalEntityErrors, type OrderStatus } from '@storefront/domain/checkout';
import { ERROR_CODES, type FieldError } from '@storefront/domain/errors';
import { onlinePaymentMethods } from '@storefront/domain/online-payment';
import { phoneDigits } from '@storefront/domain/phone-masks';
import { checkEmail, checkFirstName, checkPhone } from '@storefront/domain/validation/fields';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { COMMIT_WITH_STATEMENT } from '../../db/begin-with-first-statement.ts';
import type { Db } from '../../db/client.ts';
import { preparedTemplate } from '../../db/prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import { orderLines, orderShipments, orders, payments } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { AppError, invalid, unauthorized } from '../../errors.ts';
import {
  type BasketGroups,
  type BasketStateRow,
  basketStateFromRow,
  basketStateSql,
  resolveGroups,
} from '../basket/basket-groups.ts';
import { scheduleCatalogRecount } from '../catalog/catalog-refresh.ts';
import { computeQuote, type QuoteGroup } from '../checkout/checkout-quote.ts';
import {
  type CheckoutState,
  type CheckoutStateRow,
  checkoutStateFromRow,
  checkoutStateSql,
  clearOrderedCtes,
} from '../checkout/checkout-state.ts';
import { chargeGiftCards } from '../gift-card-ledger/gift-card-ledger.ts';
import { userOwnerKey } from '../identity/owner-key.ts';
import { type CurrentSession, type SessionUser, sessionByIdSql } from '../identity/session.service.ts';
import { shopperScope } from '../identity/shopper.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { statusChangeInsert } from '../order-history/order-history.ts';
import {
  type PaymentDeps,
  type PaymentStartOptions,
  type StartedPayment,
  startPayment,
} from '../payments/payment.service.ts';
import { recordGiftCardsOnlyReceipt } from '../payments/receipts.ts';
import { recordPromoUse } from '../promo-codes/promo-codes.service.ts';
import { idempotencyKeyOf, paymentDueAt, placeOnce } from './order-placing.ts';
import type { Order, PlaceOrderBody } from './orders.schemas.ts';
import { type OrderRow, orderView, orderViews, type ShipmentParts } from './orders.service.ts';
import { reserveCheckSql, reserveLinesJson, reserveStockCtes, shortSkusOf } from './reserve-stock.ts';

export interface OrderDeps {
  db: Db;
  config: Config;
  notices: OrderNotices;
  payments: PaymentDeps;
}

export interface PlaceOrderInput {
  /**
   * The session cookie's id (its token's hash; null: no cookie): the basket lock reads the shopper by
   * it, in the transaction's first statement (401 when it names no user).
   */
  sessionId: string | null;
  /** Hears the session the lock read (null: none), so the request's later reads take it. */
  adoptSession?: (session: CurrentSession | null) => unknown;
  variant: VariantKey;
  locale: LocaleTag;
  body: PlaceOrderBody;
  idempotencyKey: string | undefined;
  log: FastifyBaseLogger;
  /** The request's origin, for the payment's return address when PUBLIC_URL is not set. */
  origin: string;
  /** The shopper pays from a phone or the mobile app (SBP opens the bank's app). */
  onPhone?: boolean;
  now?: Date;
}

export interface PlacedOrder {
  order: Order;
  payment: StartedPayment | null;
  /** False when the key had already placed this order (a replay answers 200, not 201). */
  created: boolean;
}

/** Order numbers are digits derived from the id: unique without a second sequence. */
export const orderNumber = (id: number) => String(10_000_000 + id);

/** 409 naming the lines somebody else got first; nothing of the order is kept. */
const outOfStock = (skuIds: readonly number[]) =>
  new AppError(
    ERROR_CODES.conflict,
    CHECKOUT_MESSAGES.outOfStock,
    skuIds.map((skuId) => ({ name: `lines.${skuId}`, message: CHECKOUT_MESSAGES.outOfStock })),
  );

function bodyErrors(body: PlaceOrderBody, scope: Pick<ShopperScope, 'variant'>): FieldError[] {
  const errors: FieldError[] = [];
  const { name, phone, email } = body.recipient;
  for (const [field, message] of [
    ['name', checkFirstName(name)],
    ['phone', checkPhone(phone, scope.variant)],
    ['email', checkEmail(email)],
  ] as const) {
    if (message) errors.push({ name: `recipient.${field}`, message });
  }
  if (body.legalEntity) {
    for (const e of legalEntityErrors(body.legalEntity))
      errors.push({ name: `legalEntity.${e.name}`, message: e.message });
  }
  if (body.onlineMethod && !onlinePaymentMethods(scope.variant).includes(body.onlineMethod)) {
    errors.push({ name: 'onlineMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable });
  }
  return errors;
}

/** The request a key was first used with, so a replay can be told from a different request. */
export function requestHash(body: unknown, scope: Pick<ShopperScope, 'variant'>): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ body, variant: scope.variant })))
    .digest('hex');
}

export async function placeOrder(deps: OrderDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const key = idempotencyKeyOf(input.idempotencyKey);
  const errors = bodyErrors(input.body, input);
  if (errors.length > 0) throw invalid(errors);
  const hash = requestHash(input.body, input);
  // The shopper, once the basket lock has read the session: a replay is looked up as theirs.
  let shopper: Shopper | undefined;
  const replay = async () => (shopper ? replayOrder(deps, shopper, key, hash) : null);

  // No read ahead for a replay: a reused key fails on the unique index (or finds the basket it
  // emptied), and only then is the first order looked up.
  const outcome = await placeOnce(
    () =>
      db.transaction((tx) =>
        insertOrder(tx, deps, input, key, hash, (found) => {
          shopper = found;
        }),
      ),
    replay,
    // The basket a first request emptied may hold other lines since, which the quote can refuse (out
    // of stock, no delivery chosen): any refusal looks for the key's order before it is answered.
    (error) => error instanceof AppError,
  );
  if ('replayed' in outcome) return outcome.replayed;
  const placed = outcome.placed;
  scheduleCatalogRecount(db, (error) => input.log.warn({ err: error }, 'catalogue stock recount'));
  const payment = await paymentFor(deps, placed.row, { ...input, method: input.body.onlineMethod });
  return { order: orderView(placed.row, placed.shipments, undefined), payment, created: true };
}

const basketChanged = (field: string) =>
  new AppError(ERROR_CODES.conflict, CHECKOUT_MESSAGES.basketChanged, [
    { name: field, message: CHECKOUT_MESSAGES.basketChanged },
  ]);

/** The order this user's key already placed: the same request answers it, another one is a conflict. */
export async function replayOrder(
  deps: OrderDeps,
  input: Shopper,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, input.user.id), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError(ERROR_CODES.conflict, 'Idempotency-Key was used with another request');
  }
  const [order] = await orderViews(deps.db, [row], input.scope.lang);
  return { order: order!, payment: await pendingPayment(deps.db, row.id), created: false };
}

async function pendingPayment(db: Db, orderId: number): Promise<PlacedOrder['payment']> {
  const [row] = await db
    .select({ id: payments.id, confirmationUrl: payments.confirmationUrl, method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), isNotNull(payments.confirmationUrl)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.confirmationUrl ? { ...row, confirmationUrl: row.confirmationUrl } : null;
}

/**
 * Online orders with something left to pay get a payment at once. A provider failure does not
 * undo the order: the shopper can try again with POST orders/{number}/payment while the timer runs.
 */
export async function paymentFor(
  deps: OrderDeps,
  order: OrderRow,
  { log, origin, onPhone, method }: Pick<PlaceOrderInput, 'log'> & PaymentStartOptions,
): Promise<PlacedOrder['payment']> {
  if (order.status !== 'awaiting_payment') return null;
  try {
    return await startPayment(deps.payments, order.id, { origin, onPhone, method });
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'order placed without a payment: the shopper can retry');
    return null;
  }
}

/**
 * The order's rows, in as few statements as the checks allow (docs/decisions/004, "Placing an
 * order"): (1) the basket lock with everything the quote is computed from and the order's id, (2) the
 * order row, its shipments, lines, first status and notices' jobs, the emptied basket, the stock
 * taken and its products queued for the catalogue's recount (after the commit); then gift cards and
 * the promo code, when there are any.
 */
async function insertOrder(
  tx: Db,
  deps: Pick<OrderDeps, 'config' | 'notices' | 'payments'>,
  input: PlaceOrderInput,
  key: string,
  hash: string,
  found: (shopper: Shopper) => void,
): Promise<{ row: OrderRow; shipments: ShipmentParts[] }> {
  const now = input.now ?? new Date();
  const { body } = input;
  const legalEntity = body.legalEntity ?? null;

  const { id, basket, state, user, scope } = await lockBasket(tx, input, now, found);
  const quote = await computeQuote(
    tx,
    { user, scope, legalEntity: legalEntity !== null, locale: input.locale, now },
    { basket, state },
  );
  if (quote.outOfStock.length > 0) throw outOfStock(quote.outOfStock);
  if (quote.problems.length > 0) throw invalid(quote.problems, 'The checkout is not ready');

  const online = quote.paymentMethod === 'online';
  const status: OrderStatus = legalEntity
    ? 'manager_review'
    : !online
      ? 'placed'
      : quote.toPay === 0
        ? 'paid'
        : 'awaiting_payment';
  const reserve = quote.groups.flatMap((g) =>
    g.lines.map((l) => ({
      skuId: l.skuId,
      productId: l.productId,
      quantity: l.quantity,
      method: g.method,
      storeId: g.delivery!.storeId,
    })),
  );
  const order: OrderValues = {
    id,
    number: orderNumber(id),
    userId: user.id,
    variant: scope.variant,
    currency: quote.currency,
    status,
    paymentMethod: quote.paymentMethod,
    subtotal: quote.subtotal,
    discount: quote.discount,
    deliveryTotal: quote.deliveryTotal,
    total: quote.total,
    giftCardsPaid: quote.giftCardsPaid,
    toPay: quote.toPay,
    promoCode: quote.promo?.applied ? quote.promo.code : null,
    paymentDueAt: paymentDueAt(status, now, deps.config.PAYMENT_TIMEOUT_MIN),
    paidAt: status === 'paid' ? now : null,
    recipient: {
      name: body.recipient.name.trim(),
      phone: phoneDigits(body.recipient.phone),
      email: body.recipient.email.trim(),
    },
    legalEntity: legalEntity && cleanLegalEntity(legalEntity),
    comment: body.comment?.trim() || null,
    idempotencyKey: key,
    requestHash: hash,
    updatedAt: now,
  };
  // Without gift cards to charge or a promo code to record, this statement is the transaction's last:
  // its commit goes with it, one round trip (and one wait while holding a connection) fewer. It fails
  // rather than answers when a line is short (reserveCheckSql), so a commit is never sent after a refusal.
  const last = !quote.giftCards.some((c) => c.pays > 0) && !quote.promo?.applied;
  const written = await orderInsertOf(deps.notices)<Record<string, unknown>>(tx, last ? 'commit' : 'open', {
    ...orderDriverValues(order),
    ...shipmentValues(quote.groups),
    jobs: deps.notices.jobsJson(id, 'placed'),
    reserve: reserveLinesJson(reserve),
    cityId: scope.cityId,
    ownerKey: quote.ownerKey,
  }).catch((error: unknown) => {
    const short = shortSkusOf(error);
    throw short ? outOfStock(short) : error;
  });

  // 3. Gift cards and the promo code; the catalogue's stock counts follow after the commit.
  if (last) return { row: orderRowFrom(written[0]!), shipments: quote.groups.map(shipmentParts) };
  if (!(await chargeGiftCards(tx, id, quote.giftCards))) throw basketChanged('giftCards');
  if (quote.promo?.applied) await recordPromoUse(tx, quote.promo.code, user.id, id);
  // Paid wholly by gift cards: its receipt is made with it, no card payment to go with (decision 046).
  if (status === 'paid') await recordGiftCardsOnlyReceipt(tx, id, deps.payments);
  return { row: orderRowFrom(written[0]!), shipments: quote.groups.map(shipmentParts) };
}

/** The order row's columns the placing sets (the others take their defaults). */
const ORDER_VALUES = [
  'id',
  'number',
  'userId',
  'variant',
  'currency',
  'status',
  'paymentMethod',
  'subtotal',
  'discount',
  'deliveryTotal',
  'total',
  'giftCardsPaid',
  'toPay',
  'promoCode',
  'paymentDueAt',
  'paidAt',
  'recipient',
  'legalEntity',
  'comment',
  'idempotencyKey',
  'requestHash',
  'updatedAt',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderValues = { [K in (typeof ORDER_VALUES)[number]]-?: (typeof orders.$inferInsert)[K] };

/** The order's values as the driver takes them, each encoded by its column as Drizzle's own insert would. */
function orderDriverValues(order: OrderValues): Record<string, unknown> {
  const columns = getTableColumns(orders);
  return Object.fromEntries(
    ORDER_VALUES.map((k) => {
      const value = order[k];
      return [k, value === null || value === undefined ? null : columns[k].mapToDriverValue(value as never)];
    }),
  );
}

/** A placeholder whose value goes into the statement as given. */
const slot = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * 2. The order row (a concurrent duplicate key fails here on the unique index) and, as CTEs of its
 * insert, the shipments with their lines, the first status, the notices' jobs, the stock and the
 * emptied basket. The foreign keys to the order are checked at the end of the statement. Its text
 * is the same for every order (all values are placeholders: orderDriverValues, shipmentValues and
 * the rest), so it is built and rendered once per shape — `commit` when it is the transaction's last
 * statement — and per notices (the queue's own insert is part of it).
 */
function orderInsertStatement(notices: OrderNotices) {
  return preparedTemplate<'commit' | 'open'>('place_order_insert', async (shape, db) => {
    const id = slot('id');
    const insert = db
      .insert(orders)
      .values(Object.fromEntries(ORDER_VALUES.map((k) => [k, slot(k)])) as unknown as typeof orders.$inferInsert)
      .getSQL();
    const history = statusChangeInsert(db, { orderId: id, from: null, to: slot('status'), actor: 'shopper' });
    const jobs = await notices.enqueueSql(slot('jobs'));
    // The reservation's CTEs come before the basket's deletes, which take the ordered SKUs from them.
    return sql`with ${shipmentCtes(id, slot('shipments'), slot('lines'))},
      order_history as (${history.getSQL()}),
      order_jobs as (${jobs}),
      ${reserveStockCtes(id, slot('reserve'), slot('cityId'))},
      ${clearOrderedCtes(slot('ownerKey'), sql`array(select sku_id from reserve_lines)`)}
    ${insert}
    returning ${orderColumnsSql}, ${reserveCheckSql} as reserve_check${shape === 'commit' ? sql.raw(COMMIT_WITH_STATEMENT) : sql``}`;
  });
}

const orderInserts = new WeakMap<OrderNotices, ReturnType<typeof orderInsertStatement>>();

/** The order's insert for an app's notices, rendered on first use. */
function orderInsertOf(notices: OrderNotices) {
  let statement = orderInserts.get(notices);
  if (!statement) {
    statement = orderInsertStatement(notices);
    orderInserts.set(notices, statement);
  }
  return statement;
}

/** The order's columns, spelled out: a prepared statement's result must not change when a column is added. */
const orderColumnsSql = sql.join(
  Object.values(getTableColumns(orders)).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/** An order row as Drizzle's own `returning()` would give it, from a statement's raw row. */
function orderRowFrom(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

interface LinePrice {
  skuId: number;
  price: number;
  oldPrice: number | null;
}

interface LockedLine {
  skuId: number;
  quantity: number;
  postponed: boolean;
  deliveryMethod: string | null;
}

/** Who places the order: the session's user and their scope. */
interface Shopper {
  user: SessionUser;
  scope: ShopperScope;
}

/**
 * The basket's and the checkout's state as one FROM item (`b`, `c`): the owner, the user and the city
 * as values, or as SQL over the lock statement's `me`.
 */
const stateFrom = (
  ownerKey: string | SQL,
  userId: number | SQL,
  scope: Pick<ShopperScope, 'variant'> & { cityId: number | SQL },
) => sql`(${basketStateSql(ownerKey, userId, scope)}) b, (${checkoutStateSql(ownerKey)}) c`;

type LockRow = BasketStateRow &
  CheckoutStateRow & { session: CurrentSession | null; id: number; locked: LockedLine[]; prices: LinePrice[] };

/**
 * The basket lock (lockBasket) for a variant, built and rendered once per variant: the session's id
 * is its only value. Building it with Drizzle on every order cost a tenth of the server's time.
 */
const basketLockStatement = preparedTemplate<VariantKey>(
  'place_order_lock',
  async (
    variant,
  ) => sql`with me as (select j as session, (j->'user'->>'id')::int as user_id, 'u:' || (j->'user'->>'id') as owner_key,
          coalesce((j->>'cityId')::int, ${VARIANTS[variant].defaultCityId}::int) as city_id
        from (select ${sessionByIdSql(slot('sessionId'))} as j) s),
      locked as (
        select sku_id, quantity, postponed, delivery_method from ${basketItems}
        where owner_key = (select owner_key from me) order by sku_id for update)
      select (select session from me) as session, nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
        (select coalesce(json_agg(json_build_object('skuId', sku_id, 'quantity', quantity, 'postponed', postponed,
          'deliveryMethod', delivery_method)), '[]') from locked) as locked,
        sku_prices_now(${variant}, array(select sku_id from locked)) as prices,
        b.*, c.*
      from ${stateFrom(sql`(select owner_key from me)`, sql`(select user_id from me)`, {
        variant,
        cityId: sql`(select city_id from me)`,
      })}`,
);

/**
 * 0. The shopper: the session is read by the lock statement itself (`me`), one round trip and one
 * wait for a pool connection fewer than reading it first; without a user in it the transaction
 * ends with 401, having locked nothing.
 * 1. One basket, one order: the basket's rows are locked, so concurrent placements (two tabs, a
 * double submit) wait here for the first; it empties the ordered lines, and the others find the basket
 * changed (an empty basket at this point means the checkout the shopper submitted is out of date, or
 * already placed). The same statement reads what the quote needs and takes the order's id. Its
 * snapshot predates the lock: when a line read differs from the line as locked (another transaction
 * changed it meanwhile), the basket and checkout are read again, now that the lock is held. The
 * prices charged are read once the lock is held, in any case: `sku_prices_now` (migration 0038) is
 * volatile, so its query takes its own snapshot, and its argument is the locked lines.
 */
async function lockBasket(
  tx: Db,
  input: Pick<PlaceOrderInput, 'sessionId' | 'adoptSession' | 'variant' | 'locale'>,
  now: Date,
  found: (shopper: Shopper) => void,
): Promise<Shopper & { id: number; basket: BasketGroups; state: CheckoutState }> {
  const [row] = input.sessionId
    ? await basketLockStatement<LockRow>(tx, input.variant, { sessionId: input.sessionId })
    : [];
  const session = row?.session ?? null;
  input.adoptSession?.(session);
  if (!session?.user) throw unauthorized();
  const shopper = { user: session.user, scope: shopperScope(session, input) };
  found(shopper);
  const { user, scope } = shopper;
  const ownerKey = userOwnerKey(user.id);
  if (!row || row.locked.length === 0) throw basketChanged('basket');
  const current = new Map(row.locked.map((l) => [l.skuId, l]));
  const changed = row.lines.some((l) => {
    const c = current.get(l.skuId);
    return !c || c.quantity !== l.quantity || c.postponed !== l.postponed || c.deliveryMethod !== l.deliveryMethod;
  });
  const fresh = changed
    ? (
        await queryRows<BasketStateRow & CheckoutStateRow>(
          tx,
          sql`select b.*, c.* from ${stateFrom(ownerKey, user.id, scope)}`,
        )
      )[0]!
    : row;
  const prices = new Map(row.prices.map((p) => [p.skuId, p]));
  // A size no longer priced in the variant leaves the lines, as the basket's own read would drop it.
  fresh.lines = fresh.lines.flatMap((l) => {
    const p = prices.get(l.skuId);
    return p ? [{ ...l, price: p.price, oldPrice: p.oldPrice }] : [];
  });
  return {
    ...shopper,
    id: row.id,
    basket: resolveGroups(basketStateFromRow(fresh, ownerKey, scope, now)),
    state: checkoutStateFromRow(fresh),
  };
}

/** What the answer shows of a group once it is a shipment: the quote already holds all of it. */
function shipmentParts(g: QuoteGroup): ShipmentParts {
  const d = g.delivery!;
  const place = d.store ?? d.pickupPoint;
  return {
    method: g.method,
    place: place && { kind: d.store ? 'store' : 'pickupPoint', id: place.id, name: place.name, address: place.address },
    address: d.address,
    deliveryDate: d.deliveryDate,
    timeSlot: d.timeSlot,
    price: d.price,
    lines: g.lines,
  };
}

/** The groups' shipments and lines as shipmentCtes's `shipments` and `lines` take them (jsonb texts). */
function shipmentValues(groups: readonly QuoteGroup[]): { shipments: string; lines: string } {
  const shipments = groups.map((g) => {
    const d = g.delivery!;
    return withoutNulls({
      method: g.method,
      store_id: d.storeId,
      pickup_point_id: d.pickupPointId,
      address: d.address,
      delivery_date: d.deliveryDate,
      time_slot: d.timeSlot,
      price: d.price,
    });
  });
  const lines = groups.flatMap((g) =>
    g.lines.map((l) => ({
      method: g.method,
      n: 0,
      sku_id: l.skuId,
      product_id: l.productId,
      name: l.name,
      size: l.size,
      price: l.price,
      old_price: l.oldPrice,
      quantity: l.quantity,
      discount: l.discount,
    })),
  );
  lines.forEach((l, i) => {
    l.n = i;
  });
  return { shipments: JSON.stringify(shipments), lines: JSON.stringify(lines.map(withoutNulls)) };
}

/**
 * Every group's shipment and its lines (shipmentValues), as the CTEs order_shipments_new and
 * order_lines_new: the lines find their shipment by its method, which is unique within an order.
 */
function shipmentCtes(orderId: SQL, shipments: SQL, lines: SQL): SQL {
  return sql`order_shipments_new as (
      insert into ${orderShipments} (order_id, method, store_id, pickup_point_id, address, delivery_date, time_slot, price)
      select ${orderId}, g.method, g.store_id, g.pickup_point_id, g.address, g.delivery_date, g.time_slot, g.price
      from jsonb_to_recordset(${shipments}::jsonb) as g(method text, store_id int,
        pickup_point_id int, address jsonb, delivery_date date, time_slot text, price int)
      returning id, method),
    order_lines_new as (
      insert into ${orderLines} (order_id, shipment_id, sku_id, product_id, name, size, price, old_price, quantity, discount)
      select ${orderId}, s.id, l.sku_id, l.product_id, l.name, l.size, l.price, l.old_price, l.quantity, l.discount
      from jsonb_to_recordset(${lines}::jsonb) as l(method text, n int, sku_id int,
        product_id int, name text, size text, price int, old_price int, quantity int, discount int)
      join order_shipments_new s on s.method = l.method
      order by l.n)`;
}

/** JSON null would become a jsonb 'null' in a jsonb column: a missing key is a plain NULL. */
const withoutNulls = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as T;
