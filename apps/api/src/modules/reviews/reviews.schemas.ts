/**
 * Review shapes. Validation messages are catalogue keys, so a failed submit comes back as
 * {name, message} pairs the form puts on the matching fields (spec section 5).
 */
import { checkEmail, checkRequired, MESSAGE_KEYS, type MessageKey } from '@storefront/domain/validation/fields';
import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { flag } from '../../lib/schemas.ts';

export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_NAME_MAX = 100;
export const REVIEW_TITLE_MAX = 200;

/** A text field checked by one of the shared field rules, so each field reports exactly one message. */
const checked = (max: number, check: (value: string) => MessageKey | null) =>
  z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .superRefine((value, ctx) => {
      const message = check(value) ?? (value.length > max ? MESSAGE_KEYS.invalidLength : null);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const CONSENT_VALUES = [true, 'true', 'y', 'on'] as const;

export const reviewBody = z.object({
  productId: rowIdParam(MESSAGE_KEYS.invalid),
  title: z.string().trim().max(REVIEW_TITLE_MAX, MESSAGE_KEYS.invalidLength).optional(),
  text: checked(REVIEW_TEXT_MAX, checkRequired),
  userName: checked(REVIEW_NAME_MAX, checkRequired),
  email: checked(254, checkEmail),
  formName: z.literal('review').default('review'),
  assessment: z.coerce
    .number({ error: MESSAGE_KEYS.invalid })
    .int(MESSAGE_KEYS.invalid)
    .min(1, MESSAGE_KEYS.invalid)
    .max(5, MESSAGE_KEYS.invalid)
    .default(5),
  confirmAgreements: z
    .unknown()
    .describe('consent to personal data processing: true')
    .refine((v) => (CONSENT_VALUES as readonly unknown[]).includes(v), { error: MESSAGE_KEYS.consent }),
  cb: z.string({ error: 'validation.captcha' }).min(1, 'validation.captcha').max(2000, 'validation.captcha'),
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** What {segment} in `POST catalog/reviews/{segment}` may be: the kind of thing reviewed. */
export const reviewSegment = z.object({ segment: z.enum(['product']) });

export const reviewSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  title: z.string().nullable(),
  text: z.string().describe('plain text; clients must render it escaped'),
  assessment: z.number().int().min(1).max(5),
  createdAt: z.string(),
  reply: z
    .object({ text: z.string().describe('plain text; clients must render it escaped'), at: z.string() })
    .nullable()
    .describe('the shop’s answer, shown under the review'),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as the home page quotes it: who, how many stars, what they said, about which product. */
export const shopperVoiceSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  text: z.string().describe('plain text; clients must render it escaped'),
  assessment: z.number().int().min(1).max(5),
  product: z.object({ name: z.string(), url: z.string() }),
});
export type ShopperVoice = z.infer<typeof shopperVoiceSchema>;

export const REVIEW_REPLY_MAX = 2000;

export const replyBody = z.object({
  text: z
    .string()
    .trim()
    .max(REVIEW_REPLY_MAX, MESSAGE_KEYS.invalidLength)
    .describe('the shop’s answer; empty removes it'),
});

export const ratingSchema = z.object({
  count: z.number().int(),
  rating: z.number().describe('average assessment, one decimal; 0 without reviews'),
});
export type Rating = z.infer<typeof ratingSchema>;

export const reviewsQuery = z.object({
  productId: rowIdParam(),
  count: z.coerce.number().int().min(1).max(50).default(5),
  reviewId: rowIdParam().optional().describe('the last review loaded: the page starts after it'),
  getRating: flag.default(false),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

export const reviewsPageSchema = z.object({
  list: z.array(reviewSchema),
  hasMore: z.boolean(),
  rating: ratingSchema.nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const moderationItemSchema = reviewSchema.extend({
  email: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  product: z.object({ id: z.number().int(), name: z.string(), url: z.string() }),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
