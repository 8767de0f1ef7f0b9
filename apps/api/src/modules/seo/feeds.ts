/**
 * The product feeds of a variant, written as they are read (feed-rows.ts gives a batch at a time):
 * Yandex's YML (yml_catalog: shop, currencies, categories, offers) and Google Merchant's RSS 2.0 with
 * the g: namespace. Prices are the variant's, in its currency; links are absolute, built from the
 * variant's origin and the domain's routes. Each yields strings; feed-cache.ts gzips them to a file.
 */
import { contentLang, createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import type { FeedFormat } from '@storefront/domain/seo';
import { type CurrencyCode, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import { attributeList, element, XML_DECLARATION } from '../../lib/xml.ts';
import { ancestors, type CatalogDictionary, catalogDictionary } from '../catalog/catalog-dictionary.ts';
import { type ContentLang, productImageUrl } from '../catalog/product-card.ts';
import { contentImagePath } from '../content/content.service.ts';
import { type FeedProduct, feedProducts } from './feed-rows.ts';

export interface FeedContext {
  db: Db;
  variant: VariantKey;
  /** The variant's absolute origin, e.g. https://shop.example. */
  origin: string;
  generatedAt: Date;
}

/** Pictures per product the formats take at most: Yandex 10 `picture`s, Google 1 `image_link` + 10 additional. */
const YML_PICTURES_MAX = 10;
const GOOGLE_PICTURES_MAX = 11;
const YML_DESCRIPTION_MAX = 3000;
const GOOGLE_TITLE_MAX = 150;
const GOOGLE_DESCRIPTION_MAX = 5000;

/** Minor units as the decimal both formats read (all three currencies have 100 minor units). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

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
  productUrl(p: FeedProduct): string;
  /**
   * Absolute addresses of a product's pictures, at most `max`: its own (uploaded or imported), else its
   * drawn illustrations.
   */
  pictures(p: FeedProduct, max: number): string[];
  /** 'Kitchen > Cookware > Saucepans' for a category id (remembered per feed). */
  categoryPath(id: number): string;
}

async function writer(ctx: FeedContext): Promise<Writer> {
  const { variant, origin } = ctx;
  const t = createTranslator(VARIANTS[variant].locale);
  const dictionary = await catalogDictionary(ctx.db);
  const lang = contentLang(VARIANTS[variant].locale);
  const paths = new Map<number, string>();
  return {
    t,
    lang,
    dictionary,
    currency: VARIANTS[variant].currency,
    productUrl: (p) => `${origin}${buildPath('ProductIndex', variant, { productSlug: p.slug })}`,
    pictures: (p, max) =>
      p.imageKeys?.length
        ? p.imageKeys.slice(0, max).map((key) => `${origin}${contentImagePath(key)}`)
        : Array.from(
            { length: Math.min(max, Math.max(1, p.imageCount)) },
            (_, i) => `${origin}${productImageUrl(p.id, i + 1)}`,
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

/** Characteristics every product has, then its own, as label/value pairs. */
function params(w: Writer, p: FeedProduct): [string, string][] {
  return [
    [w.t('catalog.filter.colour'), p.colour],
    [w.t('catalog.filter.material'), p.material],
    ...(p.line ? [[w.t('catalog.filter.line'), p.line] as [string, string]] : []),
    ...(p.collection ? [[w.t('catalog.filter.collection'), p.collection] as [string, string]] : []),
    ...(p.sizes ?? []).map((size): [string, string] => [w.t('catalog.filter.size'), size]),
    ...p.characteristics.map((c): [string, string] => [c.label, c.value]),
  ];
}

function ymlOffer(w: Writer, p: FeedProduct): string {
  return [
    `<offer${attributeList({ id: p.id, available: p.available ? 'true' : 'false' })}>`,
    element('url', w.productUrl(p)),
    element('price', decimal(p.price)),
    p.oldPrice ? element('oldprice', decimal(p.oldPrice)) : '',
    element('currencyId', w.currency),
    element('categoryId', p.categoryId),
    ...w.pictures(p, YML_PICTURES_MAX).map((url) => element('picture', url)),
    element('name', p.name),
    element('vendor', p.brand),
    element('vendorCode', p.article),
    element('description', clip(p.description, YML_DESCRIPTION_MAX)),
    ...params(w, p).map(([name, value]) => element('param', value, { name })),
    '</offer>\n',
  ].join('');
}

/** Yandex YML: the shop, its currency, the whole category tree, then one offer per product. */
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
  for await (const batch of feedProducts(ctx.db, ctx.variant)) yield batch.map((p) => ymlOffer(w, p)).join('');
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}

function googleItem(w: Writer, p: FeedProduct): string {
  const [image, ...more] = w.pictures(p, GOOGLE_PICTURES_MAX);
  const money = (minor: number) => `${decimal(minor)} ${w.currency}`;
  return [
    '<item>',
    element('g:id', p.id),
    element('g:title', clip(p.name, GOOGLE_TITLE_MAX)),
    element('g:description', clip(p.description, GOOGLE_DESCRIPTION_MAX)),
    element('g:link', w.productUrl(p)),
    element('g:image_link', image),
    ...more.map((url) => element('g:additional_image_link', url)),
    element('g:availability', p.available ? 'in_stock' : 'out_of_stock'),
    // A discounted product: the old price is the price and the current one the sale price.
    element('g:price', money(p.oldPrice ?? p.price)),
    p.oldPrice ? element('g:sale_price', money(p.price)) : '',
    element('g:brand', p.brand),
    // The catalogue has no GTINs or manufacturer part numbers.
    element('g:identifier_exists', 'no'),
    element('g:condition', 'new'),
    // Products of one model in different colours are one group of variants.
    element('g:item_group_id', p.modelKey),
    element('g:color', p.colour),
    element('g:material', p.material),
    p.sizes?.length === 1 ? element('g:size', p.sizes[0]) : '',
    element('g:product_type', w.categoryPath(p.categoryId)),
    '</item>\n',
  ].join('');
}

/** Google Merchant: an RSS 2.0 channel with one g: item per product. */
export async function* googleFeed(ctx: FeedContext): AsyncGenerator<string> {
  const w = await writer(ctx);
  const shop = w.t('shop.name');
  yield `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n`;
  yield `${element('title', shop)}${element('link', `${ctx.origin}${buildPath('MainIndex', ctx.variant)}`)}${element('description', shop)}\n`;
  for await (const batch of feedProducts(ctx.db, ctx.variant)) yield batch.map((p) => googleItem(w, p)).join('');
  yield '</channel>\n</rss>\n';
}

export const FEEDS: Readonly<Record<FeedFormat, (ctx: FeedContext) => AsyncGenerator<string>>> = {
  yandex: ymlFeed,
  google: googleFeed,
};
