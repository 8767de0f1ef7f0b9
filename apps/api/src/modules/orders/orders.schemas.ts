/** Orders as the shopper sees them (profile list, order page, checkout's placed stage). */

import { CANCEL_NOTE_MAX, cancelReasonErrors, SHOPPER_CANCEL_REASONS } from '@storefront/domain/cancel-reasons';
import {
  DELIVERY_METHODS,
  ORDER_KINDS,
  ORDER_LIST_FILTERS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '@storefront/domain/checkout';
import { ONLINE_PAYMENT_METHODS } from '@storefront/domain/online-payment';
import { companyDetailsBody } from '@storefront/domain/validation/company';
import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';
import { shipmentAddressSchema } from '../addresses/addresses.schemas.ts';
import { orderLineSchema, orderRecipientSchema, shipmentPlaceSchema } from '../order-lines/order-lines.schemas.ts';

/**
 * Why an order was cancelled: by the shopper, by the expiry job when the payment timer ran out, by
 * staff, declined by a manager, or all its money refunded.
 */
export const CANCELLATION_REASONS = ['shopper', 'paymentTimeout', 'staff', 'managerRejected', 'refunded'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The shopper's reason for cancelling, optional; checked by the domain's rule (cancel-reasons.ts). */
export const cancelOrderBody = z
  .object({
    reason: z
      .string()
      .max(40)
      .optional()
      .describe(`one of ${SHOPPER_CANCEL_REASONS.join(', ')}`),
    note: z
      .string()
      .max(5000)
      .optional()
      .describe(`free text, at most ${CANCEL_NOTE_MAX} characters; needed with 'other'`),
  })
  .superRefine((value, ctx) => {
    for (const e of cancelReasonErrors(value)) ctx.addIssue({ code: 'custom', path: [e.name], message: e.message });
  })
  .nullish()
  .describe('optional: a post without a body cancels without a reason');
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/** The note a legal entity's order shows: a manager checks it and sends the invoice. */
export const MANAGER_REVIEW_NOTE = 'checkout.managerReviewNote';

export const orderShipmentSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  place: shipmentPlaceSchema.nullable(),
  address: shipmentAddressSchema.nullable(),
  date: z.string().nullable().describe('courier: the desired day YYYY-MM-DD'),
  timeSlot: z.string().nullable().describe('courier: HH:MM-HH:MM'),
  price: moneySchema.describe('delivery price'),
  lines: z.array(orderLineSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderSchema = z.object({
  number: z.string().describe('digits; what the shopper quotes and what the order page address holds'),
  date: z.string().describe('ISO time the order was placed'),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS).describe('online, or on receipt (in place)'),
  deliveryTypes: z.array(z.enum(DELIVERY_METHODS)).describe('the methods of the shipments, in order'),
  shipments: z.array(orderShipmentSchema),
  subtotal: moneySchema.describe('goods at shelf price'),
  discount: moneySchema.describe('promo code discount'),
  promoCode: z.string().nullable(),
  deliveryTotal: moneySchema,
  total: moneySchema.describe('subtotal − discount + deliveryTotal'),
  giftCardsPaid: moneySchema.describe('paid by gift cards'),
  toPay: moneySchema.describe('amount left to pay (online or on receipt): total − giftCardsPaid'),
  paymentDueAt: z
    .string()
    .nullable()
    .describe('awaiting_payment: ISO time the payment timer ends; the order is cancelled if unpaid by then'),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
  cancellationRequested: z.boolean().describe('a paid order the shopper asked to cancel'),
  canCancel: z.boolean().describe('unpaid and not finished: POST orders/{number}/cancel cancels it at once'),
  canRequestCancellation: z.boolean().describe('paid and not yet asked: POST orders/{number}/cancel asks for it'),
  canPay: z.boolean().describe('awaiting_payment with the timer running: POST orders/{number}/payment'),
  canChangePaymentMethod: z
    .boolean()
    .describe('nothing paid yet: PATCH orders/{number}/payment-method switches online ↔ on receipt'),
  recipient: orderRecipientSchema,
  legalEntity: z.boolean().describe('bought as a legal entity: a manager reviews it and sends the invoice'),
  managerNote: z.literal(MANAGER_REVIEW_NOTE).nullable().describe('message key shown on a legal entity’s order'),
  comment: z.string().nullable(),
  invoice: z
    .object({ number: z.string(), issuedAt: z.string() })
    .nullable()
    .describe('a legal entity’s order confirmed by a manager: the invoice it is paid by'),
  refunds: z
    .array(
      z.object({
        date: z.string(),
        status: z.enum(['pending', 'succeeded']).describe('pending: the payment provider has not finished it yet'),
        amount: moneySchema,
        toGiftCards: moneySchema.describe('put back on the gift cards that paid'),
        toPayment: moneySchema.describe('returned through the payment provider to the card paid with'),
        lines: z
          .array(z.object({ name: z.string(), size: z.string().nullable(), quantity: z.number().int() }))
          .describe('the pieces given back; empty for a whole order’s or a late payment’s refund'),
      }),
    )
    .describe('money the shop gave back, oldest first'),
  refunded: moneySchema.describe('the sum of succeeded refunds'),
  giftCardsReturned: moneySchema.describe(
    'put back on the gift cards that paid: all of giftCardsPaid for an order cancelled unpaid, the refunds’ share otherwise',
  ),
  shopperCancelReason: z
    .enum(SHOPPER_CANCEL_REASONS)
    .nullable()
    .describe('the reason the shopper chose when cancelling or asking to cancel'),
  shopperCancelNote: z.string().nullable().describe('what the shopper wrote when cancelling'),
  kind: z.enum(ORDER_KINDS).describe('goods, or gift_cards: a gift-card purchase (no shipments; see giftCards)'),
  giftCards: z
    .object({
      design: z.string(),
      amount: moneySchema.describe('one card'),
      quantity: z.number().int(),
      recipientName: z.string(),
      sendMode: z.enum(['now', 'later']),
      sendAt: z.string().nullable().describe('later: ISO time the SMS goes out'),
      timeZone: z.string().nullable(),
    })
    .nullable()
    .describe('what a gift-card order buys; the cards are issued when it is paid'),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentStartSchema = z
  .object({
    id: z.string(),
    confirmationUrl: z.string().describe('where the shopper pays'),
    method: z
      .enum(ONLINE_PAYMENT_METHODS)
      .describe('card or sbp: the mobile app opens an SBP payment itself (the bridge’s sbpPayment message)'),
  })
  .describe('the payment started for an online order with something left to pay');

export const recipientBody = z.object({
  name: z.string().max(100).describe('checkFirstName'),
  phone: z.string().max(30).describe('checkPhone for the variant'),
  email: z.string().max(200).describe('checkEmail'),
});

export const legalEntityBody = companyDetailsBody.describe(
  'buying as a legal entity: checked with legalEntityErrors (field errors named legalEntity.<field>); the order goes to manager_review, payment on receipt by invoice, no gift cards',
);

export const onlineMethodField = z
  .enum(ONLINE_PAYMENT_METHODS, { error: 'validation.invalid' })
  .optional()
  .describe(
    'an online payment by card (default) or sbp; sbp where the variant offers it (ru), else 400 paymentMethodUnavailable',
  );

/** A new payment attempt: optionally another way to pay online than the last one. */
export const payAgainBody = z
  .object({ onlineMethod: onlineMethodField })
  .nullish()
  .describe('optional: a post without a body pays by card');

export const placeOrderBody = z.object({
  recipient: recipientBody,
  legalEntity: legalEntityBody.optional(),
  comment: z.string().max(1000).optional(),
  onlineMethod: onlineMethodField,
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'required (400 without it): one key per placing attempt; a repeat with the same body answers the same order (200), with another body 409',
    ),
});

export const placeOrderResult = z.object({
  order: orderSchema,
  payment: paymentStartSchema.nullable().describe('online with toPay > 0: go to confirmationUrl'),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;

export const orderListQuery = z.object({
  filter: z
    .enum(ORDER_LIST_FILTERS)
    .default('all')
    .describe('actual: still going; completed: completed or cancelled; all'),
});

export const orderListSchema = z.object({ orders: z.array(orderSchema).describe('newest first') });

export const orderNumberParams = z.object({ number: z.string().max(20) });

export const orderPaymentResult = z.object({ order: orderSchema, payment: paymentStartSchema });
export type OrderPaymentResult = z.infer<typeof orderPaymentResult>;

export const paymentMethodBody = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }),
});
