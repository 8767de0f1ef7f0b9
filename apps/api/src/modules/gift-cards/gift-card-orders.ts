/**
 * Placing a gift-card order through the order machinery of decision 004: the same idempotency key
 * rules, the same online payment and payment timer (or a manager for a legal entity). The order
 * holds what is bought (gift_card_purchases); the cards are issued when it is paid.
 */
import { cleanLegalEntity, legalEntityErrors } from '@storefront/domain/checkout';
import type { FieldError } from '@storefront/domain/errors';
import {
  GIFT_CARD_CURRENCY,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_QUANTITY_MAX,
  GIFT_CARD_VARIANT,
  giftCardDraftErrors,
  giftCardSendAt,
} from '@storefront/domain/gift-cards';
import { toMinor } from '@storefront/domain/money';
import { phoneDigits } from '@storefront/domain/phone-masks';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, orders } from '../../db/schema/orders.ts';
import { invalid, notFound } from '../../errors.ts';
import type { SessionUser } from '../identity/session.service.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import { idempotencyKeyOf, paymentDueAt, placeOnce } from '../orders/order-placing.ts';
import { orderViews } from '../orders/orders.service.ts';
import {
  type OrderDeps,
  orderNumber,
  type PlacedOrder,
  paymentFor,
  replayOrder,
  requestHash,
} from '../orders/place-order.ts';
import type { GiftCardOrderBody } from './gift-cards.schemas.ts';

export interface PlaceGiftCardOrderInput {
  user: SessionUser;
  scope: ShopperScope;
  body: GiftCardOrderBody;
  idempotencyKey: string | undefined;
  log: FastifyBaseLogger;
  origin: string;
  now?: Date;
}

/** Field errors of the whole purchase: every step's rules, the quantity and legal-entity details. */
export function giftCardOrderErrors(body: GiftCardOrderBody, now: Date): FieldError[] {
  const errors = giftCardDraftErrors(body, now);
  if (body.legalEntity) {
    for (const e of legalEntityErrors(body.legalEntity))
      errors.push({ name: `legalEntity.${e.name}`, message: e.message });
    if (body.quantity > GIFT_CARD_QUANTITY_MAX) errors.push({ name: 'quantity', message: MESSAGE_KEYS.invalid });
  } else if (body.quantity !== 1) {
    errors.push({ name: 'quantity', message: GIFT_CARD_MESSAGES.quantityPrivate });
  }
  return errors;
}

export async function placeGiftCardOrder(deps: OrderDeps, input: PlaceGiftCardOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  if (input.scope.variant !== GIFT_CARD_VARIANT) throw notFound('gift cards are sold in the ru variant only');
  const key = idempotencyKeyOf(input.idempotencyKey);
  const now = input.now ?? new Date();
  // The same key and body answer the order they placed, even once its send time has passed.
  const hash = requestHash({ giftCards: input.body }, input.scope);
  const replay = () => replayOrder(deps, input, key, hash);
  const earlier = await replay();
  if (earlier) return earlier;

  const errors = giftCardOrderErrors(input.body, now);
  if (errors.length > 0) throw invalid(errors);

  const outcome = await placeOnce(
    () =>
      db.transaction(async (tx) => {
        const row = await insertGiftCardOrder(tx, deps, input, key, hash, now);
        await deps.notices.enqueue(tx, row.id, 'placed');
        return row;
      }),
    replay,
  );
  if ('replayed' in outcome) return outcome.replayed;
  const placed = outcome.placed;
  const payment = await paymentFor(deps, placed, { ...input, method: input.body.onlineMethod });
  const [order] = await orderViews(db, [placed], input.scope.lang);
  return { order: order!, payment, created: true };
}

async function insertGiftCardOrder(
  tx: Db,
  deps: OrderDeps,
  input: PlaceGiftCardOrderInput,
  key: string,
  hash: string,
  now: Date,
): Promise<typeof orders.$inferSelect> {
  const { user, body } = input;
  const amount = toMinor(body.amount, GIFT_CARD_CURRENCY);
  const total = amount * body.quantity;
  const legalEntity = body.legalEntity ?? null;
  const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)) as unknown as {
    rows: { id: string | number }[];
  };
  const id = Number(next.rows[0]!.id);
  const status = legalEntity ? 'manager_review' : 'awaiting_payment';
  const [row] = await tx
    .insert(orders)
    .values({
      id,
      number: orderNumber(id),
      userId: user.id,
      variant: input.scope.variant,
      currency: GIFT_CARD_CURRENCY,
      status,
      kind: 'gift_cards',
      paymentMethod: legalEntity ? 'on_receipt' : 'online',
      subtotal: total,
      total,
      toPay: total,
      // Order notices go to the buyer.
      recipient: { name: user.firstName ?? body.senderName.trim(), phone: user.phone, email: user.email ?? '' },
      legalEntity: legalEntity && cleanLegalEntity(legalEntity),
      paymentDueAt: paymentDueAt(status, now, deps.config.PAYMENT_TIMEOUT_MIN),
      idempotencyKey: key,
      requestHash: hash,
    })
    .returning();
  const later = body.sendTime.mode === 'later' ? body.sendTime : null;
  await tx.insert(giftCardPurchases).values({
    orderId: id,
    design: body.design,
    amount,
    currency: GIFT_CARD_CURRENCY,
    quantity: body.quantity,
    senderName: body.senderName.trim(),
    recipientName: body.recipientName.trim(),
    recipientPhone: phoneDigits(body.recipientPhone),
    greeting: body.greeting.trim(),
    sendMode: body.sendTime.mode,
    sendAt: later ? giftCardSendAt(body.sendTime, now) : null,
    timeZone: later?.timeZone ?? null,
  });
  return row!;
}
