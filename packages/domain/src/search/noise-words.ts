/**
 * Words shoppers add to a query that no product's text holds ('купить', 'недорого', 'арт.',
 * 'размер'): searched, each would empty the answer, so they are left out. A query of nothing else
 * keeps its words: the answer is never emptied by leaving words out.
 */
export type QueryLang = 'ru' | 'en' | 'kk';

// biome-ignore format: word lists read better packed
const NOISE: Record<QueryLang, readonly string[]> = {
  ru: [
    'купить', 'куплю', 'заказать', 'закажу', 'цена', 'цены', 'ценой', 'стоимость', 'недорого', 'дешево', 'дёшево',
    'дешевый', 'дешёвый', 'дешевые', 'недорогой', 'недорогие', 'недорогая', 'недорогое', 'интернет', 'магазин',
    'магазине', 'онлайн', 'доставка', 'доставкой', 'арт', 'артикул', 'код', 'размер', 'размера', 'размеры', 'р',
    'шт', 'штук', 'отзывы', 'фото', 'хочу', 'нужен', 'нужна', 'нужно', 'нужны',
  ],
  en: [
    'buy', 'order', 'price', 'prices', 'cheap', 'cheapest', 'affordable', 'online', 'shop', 'store', 'delivery',
    'art', 'article', 'sku', 'code', 'size', 'sizes', 'pcs', 'reviews', 'photo', 'want', 'need',
  ],
  kk: [
    'сатып', 'алу', 'алғым', 'келеді', 'бағасы', 'баға', 'арзан', 'арзанға', 'интернет', 'дүкен', 'дүкені',
    'онлайн', 'жеткізу', 'арт', 'артикул', 'код', 'өлшем', 'өлшемі', 'дана', 'пікірлер', 'фото', 'керек',
  ],
};

const SETS: Record<QueryLang, ReadonlySet<string>> = {
  ru: new Set(NOISE.ru),
  en: new Set(NOISE.en),
  kk: new Set(NOISE.kk),
};

/** Whether a lower-case word is noise in the language (or, for a shopper mixing them, in Russian). */
export function isNoiseWord(word: string, lang: QueryLang): boolean {
  return SETS[lang].has(word) || SETS.ru.has(word);
}

/** The words without noise; all of them when every one is noise. */
export function withoutNoise(words: readonly string[], lang: QueryLang): string[] {
  const kept = words.filter((w) => !isNoiseWord(w, lang));
  return kept.length ? kept : [...words];
}
