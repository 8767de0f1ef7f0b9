import { LOGIN_CODE_PATTERN, MIN_NAME_LENGTH } from '@storefront/domain/constants';
import { EMAIL_PATTERN, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { z } from 'zod';
import { rowId } from '../../lib/number-schemas.ts';
import { userBlockSchema } from '../user-block/user-block.schemas.ts';

/** Consent to personal data processing must be given; anything else is the consent message. */
const consent = z.literal(true, { error: MESSAGE_KEYS.consent });

export const smsBody = z.object({
  phoneNumber: z.string({ error: MESSAGE_KEYS.required }).max(40, MESSAGE_KEYS.phone),
  confirmAgreements: consent,
  cb: z.string().max(2000).optional().describe('the solved captcha (GET users/captcha?formName=sms)'),
});
export type SmsBody = z.infer<typeof smsBody>;

export const smsResult = z.object({
  phone: z.string().describe('digits'),
  codeLength: z.number().int(),
  resendAfterS: z.number().int().describe('seconds before another code may be requested'),
  expiresInS: z.number().int(),
});
export type SmsResult = z.infer<typeof smsResult>;

export const loginBody = z.object({
  phoneNumber: z.string({ error: MESSAGE_KEYS.required }).max(40, MESSAGE_KEYS.phone),
  phoneCode: z.string({ error: MESSAGE_KEYS.required }).trim().regex(LOGIN_CODE_PATTERN, MESSAGE_KEYS.code),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({ user: userBlockSchema });

export const profileBody = z.object({
  firstName: z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .min(MIN_NAME_LENGTH, MESSAGE_KEYS.firstName)
    .max(100, MESSAGE_KEYS.maxChars),
  email: z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .max(254, MESSAGE_KEYS.maxChars)
    .regex(EMAIL_PATTERN, MESSAGE_KEYS.email),
  subscribe: z.boolean().default(false),
  legalEntity: z.boolean().optional().describe('buys as a legal entity (AuthForm legalEntity)'),
  confirmAgreements: consent,
});
export type ProfileBody = z.infer<typeof profileBody>;

export const typeUserBody = z.object({
  companyId: rowId().nullable().describe('null: buy as a private person'),
});

export const outboxSchema = z.array(
  z.object({ id: z.number().int(), phone: z.string(), text: z.string(), createdAt: z.string() }),
);
