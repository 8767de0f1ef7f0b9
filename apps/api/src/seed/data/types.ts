/** Shapes of the seed vocabulary. Pure types: the data files fill them, the generators read them. */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import type { Gender } from '../russian.ts';

/** The picture/merchandising family of a top-level category. */
export type Family = 'kitchen' | 'home' | 'fashion' | 'gifts';

/** An adjective or qualifier: the Russian one in the masculine form, inflected at use. */
export interface Adjective {
  ru: string;
  en: string;
  kk: string;
}

/**
 * A product noun. `ru` carries a gender for agreement. Each text may hold an `{adj}` placeholder
 * where the adjective goes; without it the adjective follows the noun in Russian
 * ('Кастрюля эмалированная') and precedes it in English and Kazakh ('Enamel saucepan').
 */
export interface Noun {
  ru: string;
  gender: Gender;
  en: string;
  kk: string;
}

export type AttributeKey =
  | 'volumeL'
  | 'volumeMl'
  | 'diameter'
  | 'size'
  | 'length'
  | 'lengthM'
  | 'height'
  | 'pieces'
  | 'weightG'
  | 'burnTime'
  | 'maxTemp'
  | 'washTemp'
  | 'density'
  | 'warranty'
  | 'duvetCover'
  | 'pillowcase'
  | 'heel'
  | 'age'
  | 'players'
  | 'leds'
  | 'lampBase';

/** One size option of a model as shown in its name ('3 л', '50×70 см', '4 шт.') plus its characteristics. */
export interface Measure {
  label: I18nText;
  attributes: [AttributeKey, string][];
}

export type SizeScaleKey = 'women' | 'men' | 'kids' | 'baby' | 'shoesWomen' | 'shoesMen' | 'slippers' | 'belt';

export interface ProductType {
  /** Stable key; it prefixes the model key. */
  key: string;
  noun: Noun;
  materials: readonly string[];
  /**
   * Used instead of the material adjective in the name (jeans are 'slim', not 'denim');
   * an empty list leaves the name without an adjective ('Набор бокалов для вина').
   */
  qualifiers?: readonly Adjective[];
  /** Colour codes overriding the material palettes. */
  colours?: readonly string[];
  /** Alternative sizes in the name; a model picks one. */
  measures?: readonly Measure[];
  /** Fixed characteristics, one value picked per model. */
  attributes?: readonly [AttributeKey, readonly string[]][];
  /** Sizes sold as separate SKUs. */
  sizes?: SizeScaleKey;
  /** Regular price range in whole roubles. */
  price: readonly [number, number];
  /** Net weight range in grams. */
  weight: readonly [number, number];
  /** Package dimensions in cm of the smallest size. */
  box: readonly [number, number, number];
  /** One sentence about what the item is good for. */
  about: I18nText;
}

export interface Material {
  code: string;
  name: I18nText;
  adjective: Adjective;
  /** Default colour palette for products made of it. */
  palette: readonly string[];
  priceFactor: number;
  about: I18nText;
  care?: I18nText;
}

export interface Colour {
  code: string;
  hex: string;
  /** Russian masculine adjective; inflected to agree with the noun. */
  name: Adjective;
}

export interface Brand {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2 code, so the UI can localise it. */
  country: string;
  families: readonly Family[];
}

export interface CategoryNode {
  name: I18nText;
  /** Overrides the transliterated Russian name. */
  slug?: string;
  children?: readonly CategoryNode[];
  /** Leaves only: relative share of product models. */
  weight?: number;
}
