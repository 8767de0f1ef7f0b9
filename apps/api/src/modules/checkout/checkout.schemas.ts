/** The checkout quote and the calls that change the open checkout (promo code, gift cards, payment method). */
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@storefront/domain/checkout';
import { savedCompanySchema } from '@storefront/domain/validation/company';
import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { flag, moneySchema } from '../../lib/schemas.ts';
import { shipmentAddressSchema } from '../addresses/addresses.schemas.ts';
import { orderLineSchema, orderRecipientSchema, shipmentPlaceSchema } from '../order-lines/order-lines.schemas.ts';

export const checkoutQuery = z.object({
  legalEntity: flag
    .optional()
    .describe('y: quote for buying as a legal entity (online payment and gift cards unavailable)'),
});

export const checkoutGroupSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  place: shipmentPlaceSchema.nullable(),
  address: shipmentAddressSchema.nullable(),
  date: z.string().nullable(),
  timeSlot: z.string().nullable(),
  price: moneySchema.describe('delivery price'),
  ready: z.boolean(),
  lines: z.array(orderLineSchema).describe('with each line’s share of the promo discount'),
});

export const appliedGiftCardSchema = z.object({
  id: z.number().int().describe('for DELETE checkout/gift-cards/{id}'),
  number: z.string().describe('masked: the last 4 digits only, e.g. •••• 1234'),
  balance: moneySchema,
  pays: moneySchema.describe('what this card pays of this order (cards are used in the order applied)'),
});

export const paymentMethodOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  available: z.boolean(),
  reason: z.string().nullable().describe('message key why not (paymentMethodUnavailable, giftCardNeedsOnline)'),
});

export const promoCodeStateSchema = z.object({
  code: z.string(),
  applied: z.boolean().describe('false when the code stopped fitting; `problem` says why'),
  discount: moneySchema,
  problem: z
    .string()
    .nullable()
    .describe(
      'message key: promoUnknown, promoExpired, promoMinSum (see minSubtotal), promoUsed, promoExhausted, promoNeedsDelivery',
    ),
  minSubtotal: moneySchema.nullable().describe('with promoMinSum: the goods total the code needs'),
});

export const checkoutProblemSchema = z.object({
  name: z.string().describe('what it is about: basket, groups.<method>, code (promo), giftCards, paymentMethod'),
  message: z.string().describe('message key (CHECKOUT_MESSAGES, MESSAGE_KEYS)'),
  params: z.record(z.string(), z.string()).optional().describe('placeholder values, e.g. {min} of promoMinSum'),
});
export type CheckoutProblem = z.infer<typeof checkoutProblemSchema>;

export const checkoutQuoteSchema = z.object({
  groups: z.array(checkoutGroupSchema).describe('delivery groups with goods: each becomes a shipment of the order'),
  subtotal: moneySchema.describe('goods at shelf price'),
  discount: moneySchema.describe('promo code discount'),
  deliveryTotal: moneySchema,
  total: moneySchema.describe('subtotal − discount + deliveryTotal'),
  giftCards: z.array(appliedGiftCardSchema),
  giftCardsPaid: moneySchema,
  toPay: moneySchema.describe('total − giftCardsPaid'),
  paymentMethod: z.enum(PAYMENT_METHODS).describe('the chosen method'),
  paymentMethods: z.array(paymentMethodOptionSchema),
  promoCode: promoCodeStateSchema.nullable(),
  recipient: orderRecipientSchema.describe('prefilled from the profile (empty strings where unknown)'),
  legalEntity: z.boolean().describe('the quote is for a legal entity (query legalEntity=y)'),
  companies: z.array(savedCompanySchema).describe('the user’s saved companies, to prefill legal-entity details'),
  problems: z
    .array(checkoutProblemSchema)
    .describe('what blocks placing (basket not ready, payment method unavailable, promo code no longer fits…)'),
  canPlace: z.boolean().describe('no problems'),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const promoCodeBody = z.object({
  code: z.string().max(50).describe('case and surrounding spaces do not matter'),
});

export const giftCardBody = z.object({
  number: z.string().max(40).describe('16 digits; spaces and dashes allowed'),
  pin: z.string().max(10),
});

export const giftCardParams = z.object({ id: rowIdParam() });

export const paymentMethodBody = z.object({ method: z.enum(PAYMENT_METHODS) });
