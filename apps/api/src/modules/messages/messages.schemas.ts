import { z } from 'zod';
import { pageParam, rowIdParam } from '../../lib/number-schemas.ts';

export const MESSAGES_PAGE_SIZE = 20;

export const messagesQuery = z.object({
  page: pageParam().default(1).describe(`pages of ${MESSAGES_PAGE_SIZE}`),
});

export const messageParams = z.object({ id: rowIdParam() });

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z
    .string()
    .describe('order.placed, order.paid, order.cancelled, arrival, giftCard.* …: what the message is about'),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable().describe('the shop’s page the message is about'),
  createdAt: z.string(),
  read: z.boolean(),
});
export type UserMessage = z.infer<typeof messageSchema>;

export const messagesPage = z.object({
  items: z.array(messageSchema).describe('newest first'),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessagesPage = z.infer<typeof messagesPage>;
