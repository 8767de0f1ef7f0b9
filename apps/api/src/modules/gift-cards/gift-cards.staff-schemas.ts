/** Shapes of the back office's gift-card routes. */
import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';

export const GIFT_CARD_STATUSES = ['active', 'awaiting_payment', 'blocked'] as const;
export const GIFT_CARD_SORTS = ['created', '-created', 'balance', '-balance'] as const;

export const staffGiftCardQuery = z.object({
  q: z.string().trim().max(40).optional().describe('digits of the card number or of a phone (recipient or buyer)'),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
  sort: z.enum(GIFT_CARD_SORTS).default('-created'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(500).default(50),
});
export type StaffGiftCardQuery = z.infer<typeof staffGiftCardQuery>;

export const giftCardIdParams = z.object({ id: z.coerce.number().int().positive() });

export const staffGiftCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  balance: moneySchema,
  initialAmount: moneySchema,
  recipientName: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  smsStatus: z.enum(['scheduled', 'sending', 'sent', 'delivered', 'failed']).nullable(),
  smsSentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffGiftCard = z.infer<typeof staffGiftCardSchema>;

export const staffGiftCardListSchema = z.object({
  items: z.array(staffGiftCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

export const staffGiftCardDetailSchema = z.object({
  card: staffGiftCardSchema,
  history: z.array(
    z.object({
      kind: z.enum(['issue', 'charge', 'refund']),
      amount: moneySchema.describe('issue: the initial amount; charge: negative; refund: positive'),
      orderNumber: z.string().nullable().describe('issue: the order that bought the card'),
      at: z.string(),
    }),
  ),
});
export type StaffGiftCardDetail = z.infer<typeof staffGiftCardDetailSchema>;
