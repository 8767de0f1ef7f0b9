/**
 * The shopper's inbox: what the shop sent them. Notice senders write it (recordMessage); the
 * profile reads it newest first and marks a message read when it is opened. Every read is scoped
 * to the user: another user's message is not found.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userMessages } from '../../db/schema/identity.ts';
import { notFound } from '../../errors.ts';
import { MESSAGES_PAGE_SIZE, type MessagesPage, type UserMessage } from './messages.schemas.ts';

export async function recordMessage(
  db: Db,
  userId: number,
  message: { kind: string; title: string; text: string; url: string | null },
): Promise<void> {
  await db.insert(userMessages).values({ userId, ...message });
}

const view = (row: typeof userMessages.$inferSelect): UserMessage => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  text: row.text,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  return row?.n ?? 0;
}

export async function listMessages(db: Db, userId: number, page: number): Promise<MessagesPage> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, userId))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, userId)),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(view), total: total?.n ?? 0, unread, page, pageSize: MESSAGES_PAGE_SIZE };
}

/** One message of the user, marked read as it is opened. */
export async function openMessage(db: Db, userId: number, id: number): Promise<UserMessage> {
  const [row] = await db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
  if (!row) throw notFound('Message not found');
  if (row.readAt) return view(row);
  const [read] = await db
    .update(userMessages)
    .set({ readAt: new Date() })
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
    .returning();
  return view(read ?? row);
}
