/** What a user wants to be told and when: their notification settings as the notice senders need them. */
import { type DndWindow, dndWindowOf } from '@storefront/domain/do-not-disturb';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';

export interface RecipientSettings {
  orderStatusEmail: boolean;
  arrivalPush: boolean;
  arrivalEmail: boolean;
  dnd: DndWindow | null;
}

/** Columns to select next to a user's other fields. */
export const recipientColumns = {
  notifyOrderEmail: users.notifyOrderEmail,
  notifyArrivalPush: users.notifyArrivalPush,
  notifyArrivalEmail: users.notifyArrivalEmail,
  dndFrom: users.dndFrom,
  dndTo: users.dndTo,
  dndTimeZone: users.dndTimeZone,
  timeZone: users.timeZone,
  removedAt: users.removedAt,
};

export function recipientSettingsOf(row: {
  notifyOrderEmail: boolean;
  notifyArrivalPush: boolean;
  notifyArrivalEmail: boolean;
  dndFrom: string | null;
  dndTo: string | null;
  dndTimeZone: string;
  timeZone: string;
}): RecipientSettings {
  return {
    orderStatusEmail: row.notifyOrderEmail,
    arrivalPush: row.notifyArrivalPush,
    arrivalEmail: row.notifyArrivalEmail,
    dnd: dndWindowOf(row, row.timeZone),
  };
}

export async function recipientSettings(db: Db, userId: number): Promise<RecipientSettings | null> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  return row ? recipientSettingsOf(row) : null;
}
