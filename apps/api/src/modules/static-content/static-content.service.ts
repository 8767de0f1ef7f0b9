/**
 * The information blocks (delivery, payment, return, for business) are the documents of the same
 * names: one text for the document pages and the product page's modals.
 */
import type { VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import { INFO_DOCUMENTS } from '../../seed/data/info-texts.ts';
import { entryParagraphs } from '../content/content.service.ts';
import type { StaticContent, StaticInfoBlocks } from './static-content.schemas.ts';

export const STATIC_CONTENT_KEYS = Object.keys(INFO_DOCUMENTS) as (keyof typeof INFO_DOCUMENTS)[];
export type StaticContentKey = keyof typeof INFO_DOCUMENTS;

interface Ctx {
  db: Db;
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
}

async function load(ctx: Ctx, keys: StaticContentKey[]): Promise<StaticContent[]> {
  const docs = await entryParagraphs(
    ctx,
    'document',
    keys.map((k) => INFO_DOCUMENTS[k]),
  );
  return keys.map((key) => {
    const doc = docs.get(INFO_DOCUMENTS[key]);
    return { key, title: doc?.title ?? '', paragraphs: doc?.paragraphs ?? [], url: doc?.url ?? null };
  });
}

export async function getStaticContent(ctx: Ctx, key: StaticContentKey): Promise<StaticContent> {
  return (await load(ctx, [key]))[0] as StaticContent;
}

/** All four blocks under the names the product detail carries them. */
export async function staticInfoBlocks(ctx: Ctx): Promise<StaticInfoBlocks> {
  const [deliveryInfo, paymentInfo, returnInfo, forBusinessInfo] = (await load(ctx, STATIC_CONTENT_KEYS)) as [
    StaticContent,
    StaticContent,
    StaticContent,
    StaticContent,
  ];
  return { deliveryInfo, paymentInfo, returnInfo, forBusinessInfo };
}
