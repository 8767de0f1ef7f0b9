/** Gift-card purchase, present page, balance check and the profile's cards: request and answer shapes. */
import { GIFT_CARD_PURCHASE_STATUSES } from '@storefront/domain/gift-cards';
import { INT32_MAX, INT32_MIN } from '@storefront/domain/validation/number-bounds';
import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';
import { legalEntityBody, onlineMethodField, orderSchema, paymentStartSchema } from '../orders/orders.schemas.ts';

export const sendTimeBody = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('now') }),
    z.object({
      mode: z.literal('later'),
      date: z.string().max(20).describe('YYYY-MM-DD in timeZone'),
      time: z.string().max(10).describe('HH:MM in timeZone'),
      timeZone: z.string().max(64).describe('one of the layout’s timeZoneList ids'),
    }),
  ])
  .describe(
    'now: the SMS arrives within 3 hours of payment; later: at the date and time in the time zone, not in the past',
  );

export const giftCardOrderBody = z.object({
  design: z.string().max(40).describe('one of GIFT_CARD_DESIGNS'),
  amount: z
    .number()
    .min(INT32_MIN)
    .max(INT32_MAX)
    .describe('rubles, whole: 300 to 150 000 (giftCards.error.amountMin / amountMax)'),
  quantity: z.number().int().min(1).max(1000).default(1).describe('more than 1 only with legalEntity'),
  senderName: z.string().max(200),
  recipientName: z.string().max(200),
  recipientPhone: z.string().max(30).describe('checkPhone for ru'),
  greeting: z.string().max(2000).default('').describe('at most GIFT_CARD_GREETING_MAX characters'),
  sendTime: sendTimeBody,
  legalEntity: legalEntityBody.optional(),
  onlineMethod: onlineMethodField,
});
export type GiftCardOrderBody = z.infer<typeof giftCardOrderBody>;

export const giftCardOrderResult = z.object({
  order: orderSchema,
  payment: paymentStartSchema.nullable().describe('go to confirmationUrl to pay (none for a legal entity)'),
});

export const presentTokenParams = z.object({ token: z.string().min(1).max(128) });

export const presentSchema = z.object({
  design: z.string(),
  designImage: z.string().describe('the artwork’s address on this shop'),
  amount: moneySchema.describe('initial amount'),
  balance: moneySchema,
  greeting: z.string(),
  senderName: z.string(),
  recipientName: z.string(),
  number: z.string().describe('16 digits'),
  blocked: z.boolean(),
});

export const balanceBody = z.object({
  number: z.string().max(40),
  pin: z.string().max(10),
});

export const balanceResult = z.object({
  number: z.string().describe('masked: last four digits'),
  balance: moneySchema,
  initialAmount: moneySchema,
});

const historyEntry = z.object({
  kind: z.enum(['charge', 'refund']),
  amount: moneySchema.describe('negative for a charge'),
  orderNumber: z.string().nullable(),
  date: z.string(),
});

export const ownedCardSchema = z.object({
  number: z.string().nullable().describe('masked (last four digits); null until the card is issued'),
  design: z.string(),
  designImage: z.string(),
  amount: moneySchema,
  balance: moneySchema.nullable(),
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES),
  senderName: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  sendAt: z.string().nullable(),
  orderNumber: z.string().nullable(),
  presentUrl: z.string().nullable().describe('the present page (for received cards and issued bought ones)'),
  history: z.array(historyEntry).describe('orders that spent it and refunds on their cancellation'),
});
export type OwnedCard = z.infer<typeof ownedCardSchema>;

export const ownedCardsResult = z.object({
  bought: z.array(ownedCardSchema).describe('newest first'),
  received: z.array(ownedCardSchema).describe('cards sent to the user’s phone, newest first'),
});
