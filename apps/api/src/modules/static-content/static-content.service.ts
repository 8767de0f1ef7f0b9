/**
 * The information blocks (delivery, payment, return, for business) are the documents of the same
 * names: one text for the document pages and the product page's modals.
 */
import type { VariantKey } from '@storefront/domain/variants';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { INFO_DOCUMENTS } from '../../seed/data/info-texts.ts';
import {
  type EntryParagraphs,
  type EntryRow,
  entriesSql,
  entryParagraphs,
  paragraphsOf,
} from '../content/content.service.ts';
import type { StaticContent, StaticInfoBlocks } from './static-content.schemas.ts';

export const STATIC_CONTENT_KEYS = Object.keys(INFO_DOCUMENTS) as (keyof typeof INFO_DOCUMENTS)[];
export type StaticContentKey = keyof typeof INFO_DOCUMENTS;

interface Ctx {
  db: Db;
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
}

function blocksOf(docs: EntryParagraphs, keys: StaticContentKey[]): StaticContent[] {
  return keys.map((key) => {
    const doc = docs.get(INFO_DOCUMENTS[key]);
    return { key, title: doc?.title ?? '', paragraphs: doc?.paragraphs ?? [], url: doc?.url ?? null };
  });
}

const slugsOf = (keys: StaticContentKey[]) => keys.map((k) => INFO_DOCUMENTS[k]);

async function load(ctx: Ctx, keys: StaticContentKey[]): Promise<StaticContent[]> {
  return blocksOf(await entryParagraphs(ctx, 'document', slugsOf(keys)), keys);
}

/** The four blocks' documents as a JSON-valued SQL expression, to fold into the product page's statement. */
export function staticInfoSql(ctx: Omit<Ctx, 'db'>): SQL {
  return entriesSql(ctx, 'document', slugsOf(STATIC_CONTENT_KEYS));
}

/** The blocks from what `staticInfoSql` answered. */
export function staticInfoFrom(entries: EntryRow[], variant: VariantKey): StaticInfoBlocks {
  return infoBlocks(blocksOf(paragraphsOf(entries, 'document', variant), STATIC_CONTENT_KEYS));
}

export async function getStaticContent(ctx: Ctx, key: StaticContentKey): Promise<StaticContent> {
  return (await load(ctx, [key]))[0] as StaticContent;
}

/** All four blocks under the names the product detail carries them. */
function infoBlocks(blocks: StaticContent[]): StaticInfoBlocks {
  const [deliveryInfo, paymentInfo, returnInfo, forBusinessInfo] = blocks as [
    StaticContent,
    StaticContent,
    StaticContent,
    StaticContent,
  ];
  return { deliveryInfo, paymentInfo, returnInfo, forBusinessInfo };
}
