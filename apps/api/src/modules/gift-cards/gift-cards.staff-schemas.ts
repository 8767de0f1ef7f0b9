/** Shapes of the back office's gift-card routes. */
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { moneySchema } from '../../lib/schemas.ts';

export const GIFT_CARD_STATUSES = ['active', 'awaiting_payment', 'blocked'] as const;
/** The list kit's search (digits of the card number or of the recipient's or buyer's phone), paging and sorting. */
export const staffGiftCardQuery = listQuery(['created', 'balance']).extend({
  status: z.enum(GIFT_CARD_STATUSES).optional(),
});
export type StaffGiftCardQuery = z.infer<typeof staffGiftCardQuery>;

export const giftCardIdParams = z.object({ id: rowIdParam() });

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
