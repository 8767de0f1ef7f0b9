/**
 * Type-ahead for the header search: matching category names (in memory) and the best products.
 * When what is typed matches nothing, its other reading (the keyboard layout switched, or a Latin
 * spelling read in Cyrillic: domain/search/query-forms.ts) is suggested as the query meant, with
 * its categories and products: one statement more, only then. Letters only a wrong layout types
 * ('h.rpf') ask for the reading meant first, and for the letters as typed only if it finds nothing.
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import { buildPath, searchPath } from '@storefront/domain/routes';
import { correctedForm, surelyMistyped } from '@storefront/domain/search/query-forms';
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

interface SuggestionContext {
  variant: VariantKey;
  lang: ContentLang;
  /** Where the products' words and cards are read (a replica, decision 042); else the primary `db`. */
  cardsDb?: Db;
}

export async function getSuggestions(db: Db, query: string, ctx: SuggestionContext): Promise<Suggestions> {
  const q = query.trim();
  // The shopper's keyboard is their country's, whatever language the pages are in.
  const keyboard = contentLang(VARIANTS[ctx.variant].locales[0] ?? 'ru-RU');
  const mistyped = surelyMistyped(q, keyboard);
  if (mistyped) {
    const meant = await meantSuggestions(db, mistyped.text, ctx);
    if (meant) return meant;
  }
  const typed = await suggestionsFor(db, q, ctx);
  if (typed.categories.length || typed.products.length) return { queries: [], ...typed };
  const other = mistyped ? null : correctedForm(q, keyboard);
  return (other && (await meantSuggestions(db, other.text, ctx))) ?? { queries: [], ...typed };
}

/** The suggestions of the reading meant, offered as that query; null when it finds nothing either. */
async function meantSuggestions(db: Db, text: string, ctx: SuggestionContext): Promise<Suggestions | null> {
  const meant = await suggestionsFor(db, text, ctx);
  if (!meant.categories.length && !meant.products.length) return null;
  return { queries: [{ text, url: searchPath(ctx.variant, text) }], ...meant };
}

async function suggestionsFor(db: Db, q: string, ctx: SuggestionContext): Promise<Omit<Suggestions, 'queries'>> {
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
  const result = await runListing(
    db,
    {
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
    },
    [],
    ctx.cardsDb,
  );
  const products = toCards(result.items, ctx.variant).map((p) => ({
    text: p.name,
    url: p.url,
    image: p.images[0] ?? drawnPicture(p.id, 1),
    price: p.price,
  }));
  return { categories, products };
}
