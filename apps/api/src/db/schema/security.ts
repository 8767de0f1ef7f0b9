import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha proofs already spent: a proof is accepted once, until its challenge expires. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    formName: text('form_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);
