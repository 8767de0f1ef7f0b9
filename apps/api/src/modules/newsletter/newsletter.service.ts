import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/content.ts';

export async function subscribeToNewsletter(
  db: Db,
  input: { email: string; variant: string; locale: string },
): Promise<{ email: string; subscribed: true }> {
  await db.insert(newsletterSubscriptions).values(input).onConflictDoNothing();
  return { email: input.email, subscribed: true };
}
