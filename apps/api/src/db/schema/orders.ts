/**
 * Checkout, orders, promo codes, gift cards and payments. Amounts are integer minor units of the
 * order's currency. Everything money or stock depends on changes inside one transaction (see
 * docs/decisions/004-checkout-and-orders.md).
 */
import type {
  DeliveryMethod,
  LegalEntityInput,
  OrderKind,
  OrderStatus,
  PaymentMethod,
} from '@storefront/domain/checkout';
import type { OnlinePaymentMethod } from '@storefront/domain/online-payment';
import type { OrderActor } from '@storefront/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productSkus, products } from './catalog.ts';
import { cities, pickupPoints, stores } from './geo.ts';
import { users } from './identity.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A user's saved courier addresses (at most MAX_ADDRESSES). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    privateHouse: boolean('private_house').notNull().default(false),
    floor: text('floor'),
    entrance: text('entrance'),
    comment: text('comment'),
    /** The address offered first; one per user at most. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/**
 * The delivery chosen for one basket group of an owner: the shop, pickup point or address with
 * the desired date and time. Lines join a group through basket_items.delivery_method.
 */
export const basketDeliveries = pgTable(
  'basket_deliveries',
  {
    ownerKey: text('owner_key').notNull(),
    method: text('method').$type<DeliveryMethod>().notNull(),
    storeId: integer('store_id').references(() => stores.id),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** Courier: the desired day (in the city's time zone) and slot 'HH:MM-HH:MM'. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    timeSlot: text('time_slot'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.method] })],
);

/** The open checkout of an owner: promo code and payment method kept between page loads. */
export const checkouts = pgTable('checkouts', {
  ownerKey: text('owner_key').primaryKey(),
  promoCode: text('promo_code'),
  paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('online'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gift cards applied to an open checkout; balances are charged only when the order is placed. */
export const checkoutGiftCards = pgTable(
  'checkout_gift_cards',
  {
    ownerKey: text('owner_key').notNull(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.giftCardId] })],
);

export const promoCodes = pgTable('promo_codes', {
  /** Upper case; shoppers' input is upper-cased and trimmed before lookup. */
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent (1–100) or a sum in minor units of `currency`. */
  value: integer('value').notNull(),
  /** The variant's currency the code is valid in. */
  currency: text('currency').notNull(),
  /** Goods total (minor units) the basket must reach. */
  minSubtotal: integer('min_subtotal').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  /** Orders one shopper may place with the code. */
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /** Orders all shoppers together may place with it; null: no limit. */
  usageLimit: integer('usage_limit'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The orders a promo code was used in; a use is removed when its order is cancelled. The limits are
 * counted here while the code's row is locked (promo-codes.service.ts), so racing orders queue.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] }), index('promo_code_uses_user_idx').on(t.code, t.userId)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** GIFT_CARD_NUMBER_LENGTH digits. */
    number: text('number').notNull().unique(),
    /** SHA-256 of number and PIN (see gift-cards module); the PIN itself is not kept. */
    pinHash: text('pin_hash').notNull(),
    currency: text('currency').notNull(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    status: text('status').$type<'active' | 'awaiting_payment' | 'blocked'>().notNull().default('active'),
    /** Bought as a present (gift-card purchase): the design and the greeting sent to the recipient. */
    design: text('design'),
    senderName: text('sender_name'),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    greeting: text('greeting'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that bought it (gift-card purchase); null for cards issued otherwise. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    /** The present page's address token: random, unrelated to the number. */
    presentToken: text('present_token').unique(),
    /** The PIN sealed for the present page (AES-GCM under a key derived from the token and a server key). */
    pinSealed: text('pin_sealed'),
    /** The recipient's SMS: scheduled → sending (claimed) → sent or delivered; failed after the last retry. */
    smsStatus: text('sms_status').$type<GiftCardSmsStatus>(),
    smsAttempts: integer('sms_attempts').notNull().default(0),
    /** When the next attempt is due (the chosen send time, then retries with backoff). */
    smsDueAt: timestamp('sms_due_at', { withTimezone: true }),
    /** A claimed send not finished by then (a process died) may be claimed again. */
    smsLeaseUntil: timestamp('sms_lease_until', { withTimezone: true }),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_balance_not_negative', sql`${t.balance} >= 0`),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_recipient_idx').on(t.recipientPhone),
    index('gift_cards_sms_due_idx').on(t.smsDueAt).where(sql`${t.smsStatus} in ('scheduled', 'sending')`),
  ],
);

export type GiftCardSmsStatus = 'scheduled' | 'sending' | 'sent' | 'delivered' | 'failed';

/**
 * What a gift-card order buys: cards of one design, amount and greeting, issued when the order is
 * paid (docs/decisions/005-gift-cards.md).
 */
export const giftCardPurchases = pgTable('gift_card_purchases', {
  orderId: integer('order_id')
    .primaryKey()
    .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
  design: text('design').notNull(),
  /** One card's amount, minor units of `currency`. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  quantity: integer('quantity').notNull().default(1),
  senderName: text('sender_name').notNull(),
  recipientName: text('recipient_name').notNull(),
  /** Digits with the country code. */
  recipientPhone: text('recipient_phone').notNull(),
  greeting: text('greeting').notNull().default(''),
  /** 'now' (within 3 hours of payment) or 'later' (sendAt in timeZone). */
  sendMode: text('send_mode').$type<'now' | 'later'>().notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }),
  timeZone: text('time_zone'),
  createdAt: createdAt(),
});

/**
 * Every change of a gift card balance: a charge by an order (negative) and its refund (positive):
 * the whole charge when an unpaid order is cancelled, or a staff refund's card part (`refundId`).
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id').references(() => orders.id),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    amount: integer('amount').notNull(),
    refundId: text('refund_id').references((): AnyPgColumn => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    // One charge and one cancellation refund per card and order; one line per card and staff refund.
    uniqueIndex('gift_card_tx_once').on(t.giftCardId, t.orderId, t.kind, sql`coalesce(${t.refundId}, '')`),
  ],
);

export interface OrderRecipient {
  name: string;
  phone: string;
  email: string;
}

/** Legal-entity details as checked by `legalEntityErrors`. */
export type OrderLegalEntity = LegalEntityInput;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the shopper sees and quotes: digits, unique. */
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    variant: text('variant').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** goods, or gift cards (a gift-card purchase: no shipments, the cards are issued on payment). */
    kind: text('kind').$type<OrderKind>().notNull().default('goods'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** Goods at shelf price. */
    subtotal: integer('subtotal').notNull(),
    /** Promo code discount over all lines. */
    discount: integer('discount').notNull().default(0),
    deliveryTotal: integer('delivery_total').notNull().default(0),
    /** subtotal - discount + deliveryTotal. */
    total: integer('total').notNull(),
    giftCardsPaid: integer('gift_cards_paid').notNull().default(0),
    /** What is left to pay online or on receipt: total - giftCardsPaid. */
    toPay: integer('to_pay').notNull(),
    promoCode: text('promo_code'),
    recipient: jsonb('recipient').$type<OrderRecipient>().notNull(),
    legalEntity: jsonb('legal_entity').$type<OrderLegalEntity>(),
    comment: text('comment'),
    /** An online order not paid by then is cancelled by the expiry job. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    cancellationRequested: boolean('cancellation_requested').notNull().default(false),
    /** What the shopper said when cancelling or asking to cancel: a choice (SHOPPER_CANCEL_REASONS) and free text. */
    shopperCancelReason: text('shopper_cancel_reason'),
    shopperCancelNote: text('shopper_cancel_note'),
    /** A legal entity's order confirmed by a manager: the invoice the shopper pays by. */
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /** Why a manager declined the order (told to the shopper). */
    rejectionReason: text('rejection_reason'),
    /** The client's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_to_pay_not_negative', sql`${t.toPay} >= 0`),
  ],
);

/** Every status an order passed through, with who moved it (order-status.ts in the domain). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

export interface ShipmentAddress {
  addressId: number;
  city: string;
  street: string;
  house: string;
  apartment: string | null;
  privateHouse: boolean;
  floor: string | null;
  entrance: string | null;
  comment: string | null;
}

/** One delivery of an order: a basket group with its method, place or address, and price. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<DeliveryMethod>().notNull(),
    storeId: integer('store_id').references(() => stores.id),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    address: jsonb('address').$type<ShipmentAddress>(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    timeSlot: text('time_slot'),
    price: integer('price').notNull(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId)],
);

/** What was bought, as it was at the time (name, size and prices are copied). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    size: text('size'),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    quantity: integer('quantity').notNull(),
    /** This line's share of the promo discount. */
    discount: integer('discount').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/** Stock taken by an order from each shop or warehouse; given back when the order is cancelled. */
export const orderReservations = pgTable(
  'order_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.storeId, t.skuId] })],
);

export const payments = pgTable(
  'payments',
  {
    /** Random, unguessable: it is part of the test payment page's address. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'cancelled'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    confirmationUrl: text('confirmation_url'),
    /** The provider's id of the link the shopper pays on, where it is not the payment's (CloudPayments' order): cancelling the order closes it. */
    providerLinkId: text('provider_link_id'),
    method: text('method').$type<OnlinePaymentMethod>().notNull().default('card'),
    /** SBP on desktop: the link its QR code carries (the shopper scans it with the bank's app). */
    qrUrl: text('qr_url'),
    /** When reconciliation last asked the provider about it while pending (reconcile-payments.ts). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * Succeeded after its order stopped awaiting payment (cancelled by the timer, or paid by another
     * attempt): money the order does not account for, refunded from the back office's late-payment queue.
     */
    late: boolean('late').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_pending_idx').on(sql`coalesce(${t.checkedAt}, ${t.createdAt})`).where(sql`${t.status} = 'pending'`),
  ],
);

export type RefundKind = 'full' | 'lines' | 'late_payment';
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money given back by staff (refunds.service.ts): the card part goes back to the gift cards and the
 * online part through the provider when the refund succeeds. A pending or succeeded refund counts
 * against what the order can still refund; a failed one does not.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** Random; the provider's idempotence key, so a retried call refunds once. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The provider payment the online part goes back to; null when there is none. */
    paymentId: text('payment_id').references(() => payments.id),
    kind: text('kind').$type<RefundKind>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    cardAmount: integer('card_amount').notNull().default(0),
    onlineAmount: integer('online_amount').notNull().default(0),
    currency: text('currency').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The staff's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why the manager gives the money back, for the order's history and the audit. */
    reason: text('reason'),
    /** The process calling the provider holds the refund until then; a crashed call is retried after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_idx').on(t.orderId, t.idempotencyKey),
    check('refund_amounts', sql`${t.amount} > 0 and ${t.cardAmount} + ${t.onlineAmount} = ${t.amount}`),
  ],
);

/** The order lines (and pieces) a refund gives back, with their share of its amount. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: text('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderLineId] })],
);

/** Provider notifications already applied: a replayed event id is acknowledged and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Products a user waits for; an arrival notice goes out when stock comes back. */
export const waitingList = pgTable(
  'waiting_list',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    /** Where the shopper asked from: the notice is in its language, when the goods reach that city. */
    variant: text('variant').notNull().default('ru'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    index('waiting_list_pending_idx').on(t.skuId).where(sql`${t.notifiedAt} is null`),
  ],
);

/** Messages the local e-mail adapter "sent": read by tests and developers. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
