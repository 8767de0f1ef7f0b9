/** Shapes of the back office's content editor routes. The body is the domain's markup (content-markup.ts). */
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@storefront/domain/content-markup';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { pictureSchema } from '../../lib/schemas.ts';
import { CONTENT_LIST_KINDS } from './content.schemas.ts';

export const CONTENT_LANGS = ['ru', 'en', 'kk'] as const;
export const CONTENT_STATUSES = ['draft', 'published'] as const;

const text = (max: number) => z.string().trim().max(max, MESSAGE_KEYS.invalidLength);
const instant = z.iso.datetime({ offset: true, error: MESSAGE_KEYS.invalid });
/** An image storage key (an upload's or a seeded picture's). */
export const imageKey = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/-]{0,299}$/, CONTENT_MESSAGES.pictureKey)
  .refine((k) => !k.split('/').some((s) => s === '..' || s === '.' || s === ''), CONTENT_MESSAGES.pictureKey);

export const contentEntryBody = z.strictObject({
  kind: z.enum(CONTENT_LIST_KINDS, MESSAGE_KEYS.invalid),
  variant: z.enum(VARIANT_KEYS, MESSAGE_KEYS.invalid),
  lang: z.enum(CONTENT_LANGS, MESSAGE_KEYS.invalid),
  slug: z.string().trim().regex(CONTENT_LIMITS.slug, CONTENT_MESSAGES.slugFormat),
  title: text(CONTENT_LIMITS.title).min(1, MESSAGE_KEYS.required),
  summary: text(CONTENT_LIMITS.summary).default(''),
  metaTitle: text(CONTENT_LIMITS.title).default('').describe('the page title; empty: the entry title'),
  metaDescription: text(CONTENT_LIMITS.summary).default('').describe('empty: the summary'),
  cover: imageKey.nullable().default(null).describe('image storage key of the cover picture'),
  publishedAt: instant.nullable().default(null).describe('shown date; null: now'),
  body: z
    .string()
    .max(CONTENT_LIMITS.body, MESSAGE_KEYS.invalidLength)
    .describe('the body in the editor markup (content-markup.ts)'),
});
export type ContentEntryBody = z.infer<typeof contentEntryBody>;

export const contentEntryEdit = contentEntryBody.extend({
  updatedAt: instant.describe('the entry’s updatedAt the edit began from: 409 when someone saved it since'),
});
export type ContentEntryEdit = z.infer<typeof contentEntryEdit>;

export const contentIdParams = z.strictObject({ id: rowIdParam() });

export const contentPreviewQuery = z.strictObject({
  variant: z.enum(VARIANT_KEYS).optional().describe('the shop whose page to draw; default: the entry’s own'),
  lang: z
    .enum(CONTENT_LANGS)
    .optional()
    .describe('the page’s language (product cards, fallbacks); default: the entry’s'),
});
export type ContentPreviewQuery = z.infer<typeof contentPreviewQuery>;

export const contentListQuery = listQuery(['updated', 'title', 'published']).extend({
  kind: z.enum(CONTENT_LIST_KINDS).optional(),
  variant: z.enum(VARIANT_KEYS).optional(),
  lang: z.enum(CONTENT_LANGS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const staffEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_LIST_KINDS),
  variant: z.enum(VARIANT_KEYS),
  lang: z.enum(CONTENT_LANGS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  cover: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string(),
  updatedAt: z.string().describe('the version an edit sends back (of the pending change, if any)'),
  url: z.string().nullable().describe('where the entry shows on the storefront once published; null: nowhere'),
  body: z.string().describe('the body in the editor markup'),
  previews: z
    .array(z.object({ variant: z.enum(VARIANT_KEYS), url: z.string() }))
    .describe('the storefront page of each shop where this kind has one, drawing this entry with ?preview={id}'),
  pendingChanges: z
    .boolean()
    .describe(
      'a published entry’s saved edit waits to be published; the fields above are that edit (the list: the live version)',
    ),
  pendingLooks: z
    .boolean()
    .describe(
      'a lookbook’s looks (shared by its languages) have changes waiting: published or discarded on their own (POST /staff/content/{id}/looks/publish), never with the text',
    ),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;

export const uploadedImageSchema = pictureSchema.extend({
  key: z.string().describe('the picture’s reference, for a cover, a picture block, a look, a banner or a shop photo'),
});

/** An upload names its file, so a refusal can say which of several files it was. */
export const uploadQuery = z.object({
  name: z.string().trim().min(1).max(255).optional().describe('the file’s name, as errors name it'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
