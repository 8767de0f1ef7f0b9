/** Type-ahead for the header search: matching category names (in memory) and the best products. */
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import type { Suggestions } from './catalog.schemas.ts';
import { queryTokens } from './catalog.service.ts';
import { catalogDictionary } from './catalog-dictionary.ts';
import { runListing } from './catalog-engine.ts';
import { type ContentLang, toCards } from './product-card.ts';
import { drawnPicture } from './product-pictures.ts';

const MAX_CATEGORIES = 5;
const MAX_PRODUCTS = 6;

export async function getSuggestions(
  db: Db,
  query: string,
  ctx: { variant: VariantKey; lang: ContentLang },
): Promise<Suggestions> {
  const q = query.trim();
  const tokens = queryTokens(q);
  if (!tokens.length) return { categories: [], products: [] };
  const dictionary = await catalogDictionary(db);
  const categories = [...dictionary.byId.values()]
    .filter((c) => {
      const name = c.name[ctx.lang].toLowerCase();
      return tokens.every((tok) => name.includes(tok));
    })
    .sort((a, b) => a.depth - b.depth)
    .slice(0, MAX_CATEGORIES)
    .map((c) => ({ text: c.name[ctx.lang], url: buildPath('CatalogIndex', ctx.variant, { '*': c.path }) }));
  const cityId = VARIANTS[ctx.variant].defaultCityId;
  const result = await runListing(db, {
    variant: ctx.variant,
    cityId,
    categoryIds: null,
    tokens,
    rawQuery: q,
    filters: {},
    sort: 'popular',
    order: 'desc',
    relevance: true,
    limit: MAX_PRODUCTS,
    offset: 0,
    withItems: true,
    withFacets: false,
    card: { variant: ctx.variant, lang: ctx.lang, cityId },
  });
  const products = toCards(result.items, ctx.variant).map((p) => ({
    text: p.name,
    url: p.url,
    image: p.images[0] ?? drawnPicture(p.id, 1),
    price: p.price,
  }));
  return { categories, products };
}
