/** The information blocks in the shopper's language. */
import { STATIC_CONTENT, STATIC_CONTENT_KEYS, type StaticContentKey } from './static-content.data.ts';
import type { StaticContent, StaticInfoBlocks } from './static-content.schemas.ts';

type Lang = 'ru' | 'en' | 'kk';

export function getStaticContent(key: StaticContentKey, lang: Lang): StaticContent {
  const block = STATIC_CONTENT[key];
  return { key, title: block.title[lang], paragraphs: block.paragraphs.map((p) => p[lang]) };
}

/** All four blocks under the names the product detail carries them. */
export function staticInfoBlocks(lang: Lang): StaticInfoBlocks {
  const [deliveryInfo, paymentInfo, returnInfo, forBusinessInfo] = STATIC_CONTENT_KEYS.map((k) =>
    getStaticContent(k, lang),
  ) as [StaticContent, StaticContent, StaticContent, StaticContent];
  return { deliveryInfo, paymentInfo, returnInfo, forBusinessInfo };
}
