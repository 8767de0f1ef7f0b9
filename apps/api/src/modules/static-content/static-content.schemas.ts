import { z } from 'zod';
import { STATIC_CONTENT_KEYS } from './static-content.data.ts';

export const staticContentSchema = z.object({
  key: z.enum(STATIC_CONTENT_KEYS),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type StaticContent = z.infer<typeof staticContentSchema>;

export const staticInfoBlocksSchema = z.object({
  deliveryInfo: staticContentSchema,
  paymentInfo: staticContentSchema,
  returnInfo: staticContentSchema,
  forBusinessInfo: staticContentSchema,
});
export type StaticInfoBlocks = z.infer<typeof staticInfoBlocksSchema>;
