import { z } from 'zod';
import { INFO_DOCUMENTS } from '../../seed/data/info-texts.ts';

const KEYS = Object.keys(INFO_DOCUMENTS) as [keyof typeof INFO_DOCUMENTS, ...(keyof typeof INFO_DOCUMENTS)[]];

export const staticContentKey = z.enum(KEYS);

export const staticContentSchema = z.object({
  key: staticContentKey,
  title: z.string(),
  paragraphs: z.array(z.string()),
  url: z.string().nullable().describe('the document page with the same text'),
});
export type StaticContent = z.infer<typeof staticContentSchema>;

export const staticInfoBlocksSchema = z.object({
  deliveryInfo: staticContentSchema,
  paymentInfo: staticContentSchema,
  returnInfo: staticContentSchema,
  forBusinessInfo: staticContentSchema,
});
export type StaticInfoBlocks = z.infer<typeof staticInfoBlocksSchema>;
