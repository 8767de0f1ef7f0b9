import { MIN_NAME_LENGTH } from '@storefront/domain/constants';
import { TIME_ZONES } from '@storefront/domain/time-zones';
import { companyDetailsBody, type SavedCompany, savedCompanySchema } from '@storefront/domain/validation/company';
import { EMAIL_PATTERN, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';

const text = (max: number) => z.string({ error: MESSAGE_KEYS.required }).max(max, MESSAGE_KEYS.maxChars);

export const timeZoneSchema = z
  .enum(['default', ...TIME_ZONES], { error: MESSAGE_KEYS.invalid })
  .describe('one of the layout’s timeZoneList ids, or default (the server’s zone)');

export const personalBody = z.object({
  firstName: text(100)
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .min(MIN_NAME_LENGTH, MESSAGE_KEYS.firstName)
    .describe('checkFirstName'),
  email: text(254).trim().min(1, MESSAGE_KEYS.required).regex(EMAIL_PATTERN, MESSAGE_KEYS.email),
  subscribe: z.boolean().default(false),
  timeZone: timeZoneSchema.default('default'),
  legalEntity: z.boolean().optional().describe('buys as a legal entity (the companies then apply)'),
});
export type PersonalBody = z.infer<typeof personalBody>;

export const phoneCodeBody = z.object({
  phoneNumber: text(40).describe('the new number; checkPhone for the variant'),
});

export const phoneBody = z.object({
  phoneNumber: text(40),
  phoneCode: text(10)
    .trim()
    .regex(/^\d{4,6}$/, MESSAGE_KEYS.code),
});

export const notificationSettingsSchema = z.object({
  subscribe: z.boolean().describe('the newsletter'),
  orderStatusEmail: z.boolean().describe('order status by e-mail'),
  arrivalPush: z.boolean().describe('product arrival by push (an SMS on the web)'),
  arrivalEmail: z.boolean().describe('product arrival by e-mail'),
  dndFrom: z.string().describe('do-not-disturb start HH:MM; empty with dndTo: none'),
  dndTo: z.string().describe('do-not-disturb end HH:MM'),
  dndTimeZone: z.string().describe('the zone of the do-not-disturb hours; default: the user’s time zone'),
});

export const notificationSettingsBody = notificationSettingsSchema.extend({
  dndFrom: z.string().trim().max(5, MESSAGE_KEYS.invalid).default(''),
  dndTo: z.string().trim().max(5, MESSAGE_KEYS.invalid).default(''),
  dndTimeZone: timeZoneSchema.default('default'),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export const companyBody = companyDetailsBody.describe(
  'checked with legalEntityErrors: validation.required, validation.digits, validation.digitsEither',
);
export type CompanyBody = z.infer<typeof companyBody>;
export type Company = SavedCompany;

export const companyListSchema = z.object({
  companies: z.array(savedCompanySchema),
  legalEntity: z.boolean(),
  max: z.number().int(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

export const idParams = z.object({ id: rowIdParam() });

export const accountSummarySchema = z.object({
  orders: z.number().int().describe('actual (unfinished) orders'),
  unreadMessages: z.number().int(),
  waitingList: z.number().int(),
  addresses: z.number().int(),
  companies: z.number().int(),
  giftCards: z.number().int().describe('gift cards the user bought'),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const removalBody = z.object({
  phoneCode: text(10)
    .trim()
    .regex(/^\d{4,6}$/, MESSAGE_KEYS.code)
    .describe('the code sent by POST users/removal/sms to the account’s phone'),
});
