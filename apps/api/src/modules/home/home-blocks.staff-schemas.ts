/** Shapes of the back office's home page blocks: banners and product collections per variant, in page order. */
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { HOME_BLOCK_KINDS } from '../../db/schema/content.ts';
import { rowId, rowIdParam } from '../../lib/number-schemas.ts';
import { pictureSchema } from '../../lib/schemas.ts';
import { IMAGE_KEY } from '../../providers/images/image-storage.ts';

const title = z.string().trim().max(120);

export const homeBlockBody = z.strictObject({
  variant: z.enum(VARIANT_KEYS),
  kind: z.enum(HOME_BLOCK_KINDS),
  titleRu: title.default('').describe('the title in Russian (required where the shop speaks it)'),
  titleEn: title.default(''),
  titleKk: title.default(''),
  image: z
    .string()
    .regex(IMAGE_KEY, 'an image storage key')
    .nullable()
    .default(null)
    .describe('a banner’s picture: a key uploaded through POST /staff/content/images (required for a banner)'),
  link: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .default(null)
    .describe('where a banner leads: a path of the variant’s shop (/catalog/…), 400 otherwise'),
  collection: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .default(null)
    .describe('a collection block’s products.collection value (400 when no product has it); null: the whole catalogue'),
  published: z.boolean().default(false),
});
export type HomeBlockBody = z.infer<typeof homeBlockBody>;

export const homeBlockEdit = homeBlockBody.extend({
  updatedAt: z.iso
    .datetime({ offset: true })
    .describe('the block’s updatedAt the edit began from: 409 when someone saved it since'),
});
export type HomeBlockEdit = z.infer<typeof homeBlockEdit>;

const seenOrder = z
  .array(rowId())
  .max(500)
  .optional()
  .describe(
    'the block ids in the order the editor saw (GET /staff/home-blocks/order/{variant}): 409 when it is not the order now',
  );

export const homeBlockMove = z.strictObject({ direction: z.enum(['up', 'down']), seen: seenOrder });

/** Publish and discard of a variant's pending order name the order the editor saw in the query. */
export const homeBlockOrderSeen = z.strictObject({
  seen: z
    .string()
    .max(6_000)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .optional()
    .describe('the block ids in the order the editor saw, comma-separated: 409 when it is not the order now'),
});

export const homeBlockOrderParams = z.strictObject({ variant: z.enum(VARIANT_KEYS) });

export const homeBlockOrderSchema = z.object({
  variant: z.enum(VARIANT_KEYS),
  blockIds: z.array(z.number().int()).describe('the blocks in the order editors see: the pending order, if any'),
  publishedBlockIds: z.array(z.number().int()).describe('the blocks in the order shoppers’ page has them'),
  pendingChanges: z.boolean().describe('a move waits as the pending order until it is published or discarded'),
  updatedAt: z.string().nullable().describe('when the pending order was last changed'),
});
export type HomeBlockOrder = z.infer<typeof homeBlockOrderSchema>;

export const homeBlockListQuery = z.strictObject({ variant: z.enum(VARIANT_KEYS).default('ru') });

export const homeBlockIdParams = z.strictObject({ id: rowIdParam() });

export const staffHomeBlockSchema = z.object({
  id: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  position: z.number().int().describe('the block’s place (1..n) in the order editors see: the pending order, if any'),
  kind: z.enum(HOME_BLOCK_KINDS),
  titleRu: z.string(),
  titleEn: z.string(),
  titleKk: z.string(),
  image: z.string().nullable(),
  picture: pictureSchema.nullable().describe('the banner’s picture as the shop shows it'),
  link: z.string().nullable(),
  collection: z.string().nullable(),
  published: z.boolean(),
  pendingChanges: z
    .boolean()
    .describe('the fields above hold an edit of the published block that shoppers do not see until it is published'),
  updatedAt: z.string(),
});
export type StaffHomeBlock = z.infer<typeof staffHomeBlockSchema>;
