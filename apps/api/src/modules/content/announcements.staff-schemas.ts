/** Shapes of the back office's announcement routes: the site-wide strip above the header, per shop and period. */

import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';

/** Message keys of the announcement form's own rules (field errors carry message keys). */
export const ANNOUNCEMENT_MESSAGES = {
  textNeeded: 'staff.announcements.textNeeded',
  endsAfterStart: 'staff.announcements.endsAfterStart',
  link: 'staff.announcements.linkFormat',
} as const;

const text = z.string().trim().max(200, MESSAGE_KEYS.invalidLength);
const instant = z.iso.datetime({ offset: true, error: MESSAGE_KEYS.invalid });

export const announcementBody = z.strictObject({
  variant: z.enum(VARIANT_KEYS, MESSAGE_KEYS.invalid),
  textRu: text.default('').describe('the text in Russian (required where the shop speaks it)'),
  textEn: text.default(''),
  textKk: text.default(''),
  link: z
    .string()
    .trim()
    .max(300, MESSAGE_KEYS.invalidLength)
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, ANNOUNCEMENT_MESSAGES.link)
    .nullable()
    .default(null),
  startsAt: instant.describe('shown from'),
  endsAt: instant.nullable().default(null).describe('shown until (excluded); null: until replaced'),
});
export type AnnouncementBody = z.infer<typeof announcementBody>;

export const announcementEdit = announcementBody.extend({
  updatedAt: instant.describe('the announcement’s updatedAt the edit began from: 409 when someone saved it since'),
});
export type AnnouncementEdit = z.infer<typeof announcementEdit>;

export const announcementListQuery = listQuery(['starts', 'updated']).extend({
  variant: z.enum(VARIANT_KEYS).optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const staffAnnouncementSchema = z.object({
  id: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  textRu: z.string(),
  textEn: z.string(),
  textKk: z.string(),
  link: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
  shown: z.boolean().describe('the strip shoppers of its shop see now (the latest started of the current ones)'),
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncementSchema>;
