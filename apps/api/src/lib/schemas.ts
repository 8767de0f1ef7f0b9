/** Schema pieces shared by several API modules. */
import type { Picture } from '@storefront/domain/pictures';
import { z } from 'zod';

/** Flags arrive as 'y'/'n', 'true'/'false' or '1'/'0'. */
export const flag = z
  .enum(['y', 'n', 'true', 'false', '1', '0'])
  .transform((v) => v === 'y' || v === 'true' || v === '1');

export const i18nTextSchema = z.object({ ru: z.string(), en: z.string(), kk: z.string() });

export const moneySchema = z.object({
  amount: z.number().int().describe('integer minor units'),
  currency: z.enum(['RUB', 'KZT', 'AED']),
});

export const linkSchema = z.object({ text: z.string(), url: z.string() });

/** A picture as pages show it (packages/domain/src/pictures.ts). */
export const pictureSchema = z.object({
  src: z
    .string()
    .describe('`/images/p/{id}` for a photograph (sizes at `{src}/{width}.{avif|webp|jpg}`), else a drawn picture'),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().nullable().describe('a colour (`#rrggbb`) painted while it loads'),
}) satisfies z.ZodType<Picture>;

/** A page's meta: its title, description and heading, as the layout and content pages send them. */
export const metaSchema = z.object({
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  sectionName: z.string(),
  keywords: z.string(),
});

/** The same page in another variant, for hreflang alternates (packages/domain/src/seo.ts). */
export const alternateSchema = z.object({
  variant: z.enum(['ru', 'kz', 'com']),
  hreflang: z.string(),
  url: z.string(),
});

/** `{data: …}`: the envelope every successful answer comes in. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z
      .array(z.object({ name: z.string(), message: z.string(), params: z.record(z.string(), z.string()).optional() }))
      .optional(),
  }),
});
