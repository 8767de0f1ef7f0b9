/**
 * The product feeds of a variant, written as they are read (feed-rows.ts gives a batch at a time):
 * Yandex's YML (yml_catalog: shop, currencies, categories, offers) and Google Merchant's RSS 2.0 with
 * the g: namespace. Prices are the variant's, in its currency; links are absolute, built from the
 * variant's origin and the domain's routes. Each yields strings; feed-cache.ts gzips them to a file.
 */
import { contentLang, createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import { minorToDecimal } from '@storefront/domain/money';
import { pictureUrl } from '@storefront/domain/pictures';
import { buildPath } from '@storefront/domain/routes';
import { type FeedFormat, PRODUCT_SIZE_PARAM, sizeOfferId } from '@storefront/domain/seo';
import { type CurrencyCode, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import { attributeList, element, XML_DECLARATION } from '../../lib/xml.ts';
import { ancestors, type CatalogDictionary, catalogDictionary } from '../catalog/catalog-dictionary.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { productImagePngUrl, storedPicture } from '../catalog/product-pictures.ts';
import { type FeedProduct, type FeedSize, feedProducts } from './feed-rows.ts';

export interface FeedContext {
  /** Where the products are read: the replica when it serves (decision 042), else the primary. */
  db: Db;
  /** The primary, whose per-process catalogue dictionary (the category tree and names) the feed takes. */
  dictionaryDb: Db;
  variant: VariantKey;
  /** The variant's absolute origin, e.g. https://shop.example. */
  origin: string;
  generatedAt: Date;
}

/** Pictures per product the formats take at most: Yandex 10 `picture`s, Google 1 `image_link` + 10 additional. */
const YML_PICTURES_MAX = 10;
const GOOGLE_PICTURES_MAX = 11;
/** The JPEG width listed: above both formats' minimums and sharp on a retina product tile. */
const FEED_PICTURE_WIDTH = 1280;
const YML_DESCRIPTION_MAX = 3000;
const GOOGLE_TITLE_MAX = 150;
const GOOGLE_DESCRIPTION_MAX = 5000;

/** At most `max` characters, never splitting a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

interface Writer {
  /** The variant's language and names of things. */
  t: Translate;
  lang: ContentLang;
  dictionary: CatalogDictionary;
  currency: CurrencyCode;
  /** The product page; with a size, the page with that size chosen. */
  productUrl(p: FeedProduct, size?: FeedSize): string;
  /**
   * Absolute addresses of a product's pictures, at most `max`: its own (uploaded or imported) as JPEG,
   * else its drawn illustrations as PNG (neither Google nor Yandex takes SVG, AVIF or WebP everywhere).
   */
  pictures(p: FeedProduct, max: number): string[];
  /** 'Kitchen > Cookware > Saucepans' for a category id (remembered per feed). */
  categoryPath(id: number): string;
}

async function writer(ctx: FeedContext): Promise<Writer> {
  const { variant, origin } = ctx;
  const t = createTranslator(VARIANTS[variant].locale);
  const dictionary = await catalogDictionary(ctx.dictionaryDb);
  const lang = contentLang(VARIANTS[variant].locale);
  const paths = new Map<number, string>();
  return {
    t,
    lang,
    dictionary,
    currency: VARIANTS[variant].currency,
    productUrl: (p, size) =>
      `${origin}${buildPath('ProductIndex', variant, { productSlug: p.slug })}${size ? `?${PRODUCT_SIZE_PARAM}=${size.skuId}` : ''}`,
    pictures: (p, max) =>
      p.pictures?.length
        ? p.pictures.slice(0, max).map((row) => `${origin}${pictureUrl(storedPicture(row), FEED_PICTURE_WIDTH, 'jpg')}`)
        : Array.from(
            { length: Math.min(max, Math.max(1, p.imageCount)) },
            (_, i) => `${origin}${productImagePngUrl(p.id, i + 1, p.drawnVersion)}`,
          ),
    categoryPath(id) {
      let path = paths.get(id);
      if (path === undefined) {
        const node = dictionary.byId.get(id);
        path = node
          ? ancestors(dictionary, node)
              .map((n) => n.name[lang])
              .join(' > ')
          : '';
        paths.set(id, path);
      }
      return path;
    },
  };
}

/**
 * A product sold in several sizes is listed once per size, as the formats model clothing: Google an item
 * per size in the model's item group, Yandex an offer per size grouped by `group_id`. A size's id there is
 * `{product}s{sku}` (digits and Latin letters, as YML ids must be); a product of one size or none keeps
 * its product id.
 */
const listedBySize = (p: FeedProduct) => p.skus.length > 1;
const sizeId = (p: FeedProduct, size: FeedSize) => sizeOfferId(p.id, size.skuId);

/** Characteristics every product has, then its own, as label/value pairs; a size's listing names its size only. */
function params(w: Writer, p: FeedProduct, size?: FeedSize): [string, string][] {
  return [
    [w.t('catalog.filter.colour'), p.colour],
    [w.t('catalog.filter.material'), p.material],
    ...(p.line ? [[w.t('catalog.filter.line'), p.line] as [string, string]] : []),
    ...(p.collection ? [[w.t('catalog.filter.collection'), p.collection] as [string, string]] : []),
    ...(size ? [size] : p.skus).map((k): [string, string] => [w.t('catalog.filter.size'), k.size]),
    ...p.characteristics.map((c): [string, string] => [c.label, c.value]),
  ];
}

function ymlOffer(w: Writer, p: FeedProduct, size?: FeedSize): string {
  const { price, oldPrice, available } = size ?? p;
  const head: Record<string, string | number> = size
    ? { id: sizeId(p, size), group_id: p.id, available: available ? 'true' : 'false' }
    : { id: p.id, available: available ? 'true' : 'false' };
  return [
    `<offer${attributeList(head)}>`,
    element('url', w.productUrl(p, size)),
    element('price', minorToDecimal(price)),
    oldPrice ? element('oldprice', minorToDecimal(oldPrice)) : '',
    element('currencyId', w.currency),
    element('categoryId', p.categoryId),
    ...w.pictures(p, YML_PICTURES_MAX).map((url) => element('picture', url)),
    element('name', p.name),
    element('vendor', p.brand),
    element('vendorCode', p.article),
    element('description', clip(p.description, YML_DESCRIPTION_MAX)),
    ...params(w, p, size).map(([name, value]) => element('param', value, { name })),
    '</offer>\n',
  ].join('');
}

/** A product's offers: one, or one per size. */
const ymlOffers = (w: Writer, p: FeedProduct) =>
  listedBySize(p) ? p.skus.map((size) => ymlOffer(w, p, size)).join('') : ymlOffer(w, p);

/** Yandex YML: the shop, its currency, the whole category tree, then one offer per product or size. */
export async function* ymlFeed(ctx: FeedContext): AsyncGenerator<string> {
  const w = await writer(ctx);
  const shop = w.t('shop.name');
  yield `${XML_DECLARATION}<yml_catalog date="${ctx.generatedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00')}">\n<shop>\n`;
  yield `${element('name', shop)}${element('company', shop)}${element('url', `${ctx.origin}${buildPath('MainIndex', ctx.variant)}`)}\n`;
  yield `<currencies><currency${attributeList({ id: w.currency, rate: 1 })}/></currencies>\n<categories>\n`;
  yield [...w.dictionary.byId.values()]
    .map(
      (c) => `${element('category', c.name[w.lang], c.parentId ? { id: c.id, parentId: c.parentId } : { id: c.id })}\n`,
    )
    .join('');
  yield '</categories>\n<offers>\n';
  for await (const batch of feedProducts(ctx.db, ctx.variant)) yield batch.map((p) => ymlOffers(w, p)).join('');
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}

function googleItem(w: Writer, p: FeedProduct, size?: FeedSize): string {
  const { price, oldPrice, available } = size ?? p;
  const [image, ...more] = w.pictures(p, GOOGLE_PICTURES_MAX);
  const money = (minor: number) => `${minorToDecimal(minor)} ${w.currency}`;
  return [
    '<item>',
    element('g:id', size ? sizeId(p, size) : p.id),
    element('g:title', clip(p.name, GOOGLE_TITLE_MAX)),
    element('g:description', clip(p.description, GOOGLE_DESCRIPTION_MAX)),
    element('g:link', w.productUrl(p, size)),
    element('g:image_link', image),
    ...more.map((url) => element('g:additional_image_link', url)),
    element('g:availability', available ? 'in_stock' : 'out_of_stock'),
    // A discounted product: the old price is the price and the current one the sale price.
    element('g:price', money(oldPrice ?? price)),
    oldPrice ? element('g:sale_price', money(price)) : '',
    element('g:brand', p.brand),
    // The catalogue has no GTINs or manufacturer part numbers.
    element('g:identifier_exists', 'no'),
    element('g:condition', 'new'),
    // The colours of one model, and the sizes of each, are one group of variants.
    element('g:item_group_id', p.modelKey),
    element('g:color', p.colour),
    element('g:material', p.material),
    element('g:size', (size ?? (p.skus.length === 1 ? p.skus[0] : undefined))?.size),
    element('g:product_type', w.categoryPath(p.categoryId)),
    '</item>\n',
  ].join('');
}

/** A product's items: one, or one per size. */
const googleItems = (w: Writer, p: FeedProduct) =>
  listedBySize(p) ? p.skus.map((size) => googleItem(w, p, size)).join('') : googleItem(w, p);

/** Google Merchant: an RSS 2.0 channel with one g: item per product or size. */
export async function* googleFeed(ctx: FeedContext): AsyncGenerator<string> {
  const w = await writer(ctx);
  const shop = w.t('shop.name');
  yield `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n`;
  yield `${element('title', shop)}${element('link', `${ctx.origin}${buildPath('MainIndex', ctx.variant)}`)}${element('description', shop)}\n`;
  for await (const batch of feedProducts(ctx.db, ctx.variant)) yield batch.map((p) => googleItems(w, p)).join('');
  yield '</channel>\n</rss>\n';
}

export const FEEDS: Readonly<Record<FeedFormat, (ctx: FeedContext) => AsyncGenerator<string>>> = {
  yandex: ymlFeed,
  google: googleFeed,
};
