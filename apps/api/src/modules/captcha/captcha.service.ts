/**
 * Proof-of-work captcha (ALTCHA): the browser solves a hash puzzle, the server checks the
 * signed solution, that it was issued for this form, and that it has not been spent before.
 */
import { createHash } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaUses } from '../../db/schema/security.ts';
import { invalid } from '../../errors.ts';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
export const CAPTCHA_FORMS = ['review', 'sms'] as const;
export type CaptchaForm = (typeof CAPTCHA_FORMS)[number];

export interface CaptchaSettings {
  hmacKey: string;
  /** Puzzle size: the browser tries up to this many numbers. */
  maxNumber: number;
}

export async function issueChallenge(settings: CaptchaSettings, formName: CaptchaForm, now = new Date()) {
  return createChallenge({
    hmacKey: settings.hmacKey,
    maxNumber: settings.maxNumber,
    expires: new Date(now.getTime() + CAPTCHA_TTL_MS),
    params: { formName },
  });
}

/** The message key a field named `field` gets when the proof is missing, forged, expired or replayed. */
const rejected = (field: string) => invalid([{ name: field, message: 'validation.captcha' }], 'Captcha check failed');

/**
 * Accepts a base64 ALTCHA payload once. Throws a 400 with a field error on `field` otherwise.
 */
export async function spendCaptcha(
  db: Db,
  settings: CaptchaSettings,
  formName: CaptchaForm,
  proof: string | undefined,
  field = 'cb',
): Promise<void> {
  if (!proof || proof.length > 2000) throw rejected(field);
  let ok = false;
  let payload: Payload | null = null;
  try {
    payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    ok = await verifySolution(proof, settings.hmacKey, true);
  } catch {
    ok = false;
  }
  if (!ok || !payload || extractParams(payload).formName !== formName) throw rejected(field);
  const signature = createHash('sha256').update(String(payload.signature)).digest('hex');
  const now = new Date();
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
  const inserted = await db
    .insert(captchaUses)
    .values({ signature, formName, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  if (inserted.length === 0) throw rejected(field);
}
