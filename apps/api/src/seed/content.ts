/**
 * The demo content of every kind, in every variant and its languages: documents, news, blog
 * posts, magazine issues, good news, lookbooks with looks, about and contacts. Deterministic:
 * texts come from the phrase banks in data/content-texts.ts, choices from seeded streams.
 */

import { slugify } from '@storefront/domain/slug';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type {
  ContentBlock,
  ContentKind,
  ContentMeta,
  contentEntries,
  contentLooks,
  lookbooks as lookbooksTable,
} from '../db/schema/content.ts';
import type { I18nText } from '../db/schema/i18n-text.ts';
import {
  ABOUT,
  BLOG_TEMPLATES,
  BODY_SENTENCES,
  COMPANY,
  CONTACT_WORDS,
  CONTACTS_TEXT,
  DOCUMENTS,
  GOOD_NEWS,
  LOOK_TITLES,
  LOOKBOOK_INTRO,
  MAGAZINE_TITLES,
  NEWS_TEMPLATES,
  SEASONS,
  type Template,
  THEMES,
  UI_WORDS,
} from './data/content-texts.ts';
import { INFO_DOCUMENTS, INFO_TEXTS } from './data/info-texts.ts';
import { Random, SEED } from './random.ts';

type Lang = 'ru' | 'en' | 'kk';

/** The content languages of each variant, its default first. */
export const CONTENT_LANGS: Readonly<Record<VariantKey, readonly Lang[]>> = {
  ru: ['ru', 'en'],
  kz: ['kk', 'ru'],
  com: ['en'],
};

export const CONTENT_COUNTS = { news: 20, blog: 15, magazine: 3, goodNews: 8, lookbooks: 4, looksPerLookbook: 3 };

/** A product the looks and product blocks can show. */
export interface SeedProduct {
  id: number;
  collection: string | null;
  /** Slug of the top-level category. */
  top: string;
}

type I18nBlock =
  | { type: 'paragraph'; text: I18nText }
  | { type: 'heading'; text: I18nText; level: 2 | 3 }
  | { type: 'list'; items: I18nText[] }
  | { type: 'quote'; text: I18nText }
  | { type: 'image'; key: string; alt: I18nText; width: number; height: number }
  | { type: 'products'; title: I18nText; productIds: number[] }
  | { type: 'looks'; lookbook: string };

interface EntrySeed {
  kind: ContentKind;
  slug: string;
  title: I18nText;
  summary: I18nText;
  body: I18nBlock[];
  publishedAt: Date;
  cover: string | null;
  position: number;
  collection?: string;
  status?: 'draft' | 'published';
  /** Languages this entry is written in; all of the variant's when absent. */
  langs?: readonly Lang[];
}

const COVER = { width: 1200, height: 675 };
const DAY = 86_400_000;
const LATEST = Date.UTC(2026, 10, 1, 9, 0, 0);

const fill = (text: I18nText, slots: Record<string, string | I18nText>): I18nText => {
  const one = (lang: Lang) =>
    text[lang].replace(/\{(\w+)\}/g, (_, k: string) => {
      const v = slots[k];
      return v === undefined ? `{${k}}` : typeof v === 'string' ? v : v[lang];
    });
  return { ru: one('ru'), en: one('en'), kk: one('kk') };
};

function paragraphsOf(rng: Random, count: number): I18nBlock[] {
  return rng.sample(BODY_SENTENCES, count * 2).reduce<I18nBlock[]>((blocks, sentence, i, all) => {
    if (i % 2 === 1) {
      const first = all[i - 1] as I18nText;
      blocks.push({
        type: 'paragraph',
        text: fill({ ru: '{a} {b}', en: '{a} {b}', kk: '{a} {b}' }, { a: first, b: sentence }),
      });
    }
    return blocks;
  }, []);
}

/** A document's text: '## ' starts a heading, '- ' a list item; neighbouring items form one list. */
function documentBlocks(body: readonly I18nText[]): I18nBlock[] {
  const blocks: I18nBlock[] = [];
  for (const text of body) {
    if (text.ru.startsWith('## ')) {
      blocks.push({
        type: 'heading',
        level: 2,
        text: { ru: text.ru.slice(3), en: text.en.slice(3), kk: text.kk.slice(3) },
      });
    } else if (text.ru.startsWith('- ')) {
      const item = { ru: text.ru.slice(2), en: text.en.slice(2), kk: text.kk.slice(2) };
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.items.push(item);
      else blocks.push({ type: 'list', items: [item] });
    } else {
      blocks.push({ type: 'paragraph', text });
    }
  }
  return blocks;
}

function documents(): EntrySeed[] {
  const info: EntrySeed[] = Object.entries(INFO_DOCUMENTS).map(([key, slug], i) => {
    const text = INFO_TEXTS[key as keyof typeof INFO_DOCUMENTS];
    return {
      kind: 'document',
      slug,
      title: text.title,
      summary: text.paragraphs[0] as I18nText,
      body: text.paragraphs.map((p) => ({ type: 'paragraph', text: p }) as const),
      publishedAt: new Date(Date.UTC(2025, 0, 10)),
      cover: null,
      position: i + 1,
    };
  });
  const others: EntrySeed[] = DOCUMENTS.map((d, i) => ({
    kind: 'document',
    slug: d.slug,
    title: d.title,
    summary: (d.body.find((b) => !b.ru.startsWith('#') && !b.ru.startsWith('-')) ?? d.title) as I18nText,
    body: documentBlocks(d.body),
    publishedAt: new Date(Date.UTC(2025, 0, 10)),
    cover: null,
    position: info.length + i + 1,
  }));
  return [...info, ...others];
}

function dated(rng: Random, index: number, spacingDays: number): Date {
  return new Date(LATEST - index * spacingDays * DAY - rng.int(0, 8) * 3_600_000);
}

function newsEntries(
  variant: VariantKey,
  cities: readonly I18nText[],
  collections: readonly string[],
  pool: SeedProduct[],
) {
  const out: EntrySeed[] = [];
  for (let i = 0; i < CONTENT_COUNTS.news; i++) {
    const rng = new Random(SEED, 501, i);
    const template = NEWS_TEMPLATES[i % NEWS_TEMPLATES.length] as Template;
    const slots = {
      city: cities[(i * 7) % cities.length] as I18nText,
      collection: collections[i % collections.length] ?? 'Nordic',
      n: String(rng.int(2, 9)),
      season: SEASONS[i % SEASONS.length] as I18nText,
    };
    const title = fill(template.title, slots);
    const products = rng.sample(pool, 4).map((p) => p.id);
    out.push({
      kind: 'news',
      slug: `${slugify(title.en)}-${i + 1}`,
      title,
      summary: fill(template.summary, slots),
      body: [
        ...paragraphsOf(rng, 2),
        { type: 'image', key: `demo/news/${variant}-${i + 1}.svg`, alt: title, ...COVER },
        ...paragraphsOf(rng, 1),
        ...(products.length ? [{ type: 'products' as const, title: UI_WORDS.products, productIds: products }] : []),
      ],
      publishedAt: dated(rng, i, 4),
      cover: `demo/news/${variant}-${i + 1}.svg`,
      position: 0,
      // Every third item has no translation: it falls back to the variant's own language.
      ...(i % 3 === 2 ? { langs: CONTENT_LANGS[variant].slice(0, 1) } : {}),
    });
  }
  // A draft: never shown to shoppers.
  out.push({
    kind: 'news',
    slug: 'draft-announcement',
    title: { ru: 'Черновик новости', en: 'Draft news item', kk: 'Жаңалық жобасы' },
    summary: { ru: 'Ещё не опубликовано.', en: 'Not published yet.', kk: 'Әлі жарияланбаған.' },
    body: [{ type: 'paragraph', text: { ru: 'Черновик.', en: 'Draft.', kk: 'Жоба.' } }],
    publishedAt: new Date(LATEST),
    cover: null,
    position: 0,
    status: 'draft',
  });
  return out;
}

function blogEntries(variant: VariantKey, pool: SeedProduct[]): EntrySeed[] {
  return Array.from({ length: CONTENT_COUNTS.blog }, (_, i) => {
    const rng = new Random(SEED, 502, i);
    const template = BLOG_TEMPLATES[i % BLOG_TEMPLATES.length] as Template;
    const slots = { theme: THEMES[i % THEMES.length] as I18nText, n: String(rng.int(3, 12)) };
    const title = fill(template.title, slots);
    const products = rng.sample(pool, 6).map((p) => p.id);
    return {
      kind: 'blog',
      slug: `${slugify(title.en)}-${i + 1}`,
      title,
      summary: fill(template.summary, slots),
      body: [
        ...paragraphsOf(rng, 1),
        { type: 'heading', level: 2, text: slots.theme },
        ...paragraphsOf(rng, 2),
        { type: 'quote', text: BODY_SENTENCES[rng.int(0, BODY_SENTENCES.length - 1)] as I18nText },
        { type: 'image', key: `demo/blog/${variant}-${i + 1}.svg`, alt: title, ...COVER },
        ...paragraphsOf(rng, 1),
        ...(products.length ? [{ type: 'products' as const, title: UI_WORDS.products, productIds: products }] : []),
      ],
      publishedAt: dated(rng, i, 6),
      cover: `demo/blog/${variant}-${i + 1}.svg`,
      position: 0,
    };
  });
}

function goodNewsEntries(variant: VariantKey): EntrySeed[] {
  return Array.from({ length: CONTENT_COUNTS.goodNews }, (_, i) => {
    const rng = new Random(SEED, 503, i);
    const template = GOOD_NEWS[i % GOOD_NEWS.length] as Template;
    const year = String(2026 - Math.floor(i / GOOD_NEWS.length));
    const title = fill(
      {
        ru: `${template.title.ru} — ${year}`,
        en: `${template.title.en} — ${year}`,
        kk: `${template.title.kk} — ${year}`,
      },
      {},
    );
    const slots = { n: String(rng.int(2, 9)) };
    return {
      kind: 'good-news',
      slug: `${slugify(title.en)}-${i + 1}`,
      title,
      summary: fill(template.summary, slots),
      body: [{ type: 'paragraph', text: fill(template.summary, slots) }, ...paragraphsOf(rng, 1)],
      publishedAt: dated(rng, i, 20),
      cover: `demo/good-news/${variant}-${i + 1}.svg`,
      position: 0,
    };
  });
}

function lookbookEntries(variant: VariantKey, collections: readonly string[]): EntrySeed[] {
  return collections.slice(0, CONTENT_COUNTS.lookbooks).map((collection, i) => {
    const slug = slugify(collection);
    const title = fill(
      {
        ru: `${UI_WORDS.lookbook.ru} «{c}»`,
        en: `{c} ${UI_WORDS.lookbook.en.toLowerCase()}`,
        kk: `«{c}» ${UI_WORDS.lookbook.kk.toLowerCase()}`,
      },
      { c: collection },
    );
    return {
      kind: 'lookbook',
      slug,
      title,
      summary: fill(LOOKBOOK_INTRO, { collection }),
      body: [
        { type: 'paragraph', text: fill(LOOKBOOK_INTRO, { collection }) },
        { type: 'looks', lookbook: slug },
      ],
      publishedAt: new Date(LATEST - i * 30 * DAY),
      cover: `demo/lookbook/${variant}-${slug}.svg`,
      position: i + 1,
      collection,
    };
  });
}

function magazineEntries(variant: VariantKey, lookbooks: readonly string[], pool: SeedProduct[]): EntrySeed[] {
  return MAGAZINE_TITLES.slice(0, CONTENT_COUNTS.magazine).map((title, i) => {
    const rng = new Random(SEED, 504, i);
    const lookbook = lookbooks[i % Math.max(1, lookbooks.length)];
    return {
      kind: 'magazine',
      slug: String(i + 1),
      title,
      summary: BODY_SENTENCES[i] as I18nText,
      body: [
        ...paragraphsOf(rng, 2),
        { type: 'image', key: `demo/magazine/${variant}-${i + 1}-spread.svg`, alt: title, ...COVER },
        ...paragraphsOf(rng, 1),
        { type: 'products', title: UI_WORDS.products, productIds: rng.sample(pool, 8).map((p) => p.id) },
        ...(lookbook
          ? [
              { type: 'heading' as const, level: 2 as const, text: UI_WORDS.looks },
              { type: 'looks' as const, lookbook },
            ]
          : []),
      ],
      publishedAt: new Date(LATEST - (2 - i) * 90 * DAY),
      cover: `demo/magazine/${variant}-${i + 1}.svg`,
      position: i + 1,
    };
  });
}

function pages(variant: VariantKey): EntrySeed[] {
  const at = new Date(Date.UTC(2025, 0, 10));
  return [
    {
      kind: 'page',
      slug: 'about',
      title: ABOUT.title,
      summary: ABOUT.body[0] as I18nText,
      body: [
        ...ABOUT.body.slice(0, 2).map((text) => ({ type: 'paragraph', text }) as const),
        { type: 'quote', text: ABOUT.quote },
        { type: 'image', key: `demo/page/${variant}-about.svg`, alt: ABOUT.title, ...COVER },
        ...ABOUT.body.slice(2).map((text) => ({ type: 'paragraph', text }) as const),
      ],
      publishedAt: at,
      cover: `demo/page/${variant}-about.svg`,
      position: 1,
    },
    {
      kind: 'page',
      slug: 'contacts',
      title: CONTACTS_TEXT.title,
      summary: CONTACTS_TEXT.body[0] as I18nText,
      body: [
        ...CONTACTS_TEXT.body.map((text) => ({ type: 'paragraph', text }) as const),
        { type: 'paragraph', text: fill(CONTACT_WORDS.email, { email: COMPANY[variant].email }) },
        { type: 'paragraph', text: fill(CONTACT_WORDS.office, { office: COMPANY[variant].office }) },
        { type: 'heading', level: 2, text: CONTACT_WORDS.requisites },
        { type: 'list', items: [...COMPANY[variant].requisites] },
      ],
      publishedAt: at,
      cover: null,
      position: 2,
    },
  ];
}

function localise(block: I18nBlock, lang: Lang): ContentBlock {
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', text: block.text[lang] };
    case 'heading':
      return { type: 'heading', level: block.level, text: block.text[lang] };
    case 'list':
      return { type: 'list', items: block.items.map((i) => i[lang]) };
    case 'quote':
      return { type: 'quote', text: block.text[lang] };
    case 'image':
      return { type: 'image', key: block.key, alt: block.alt[lang], width: block.width, height: block.height };
    case 'products':
      return { type: 'products', title: block.title[lang], productIds: block.productIds };
    case 'looks':
      return { type: 'looks', lookbook: block.lookbook };
  }
}

const SECTION: Record<ContentKind, string> = {
  document: 'documents',
  news: 'news',
  blog: 'blog',
  magazine: 'magazine',
  'good-news': 'good-news',
  lookbook: 'lookbook',
  page: 'company',
};

function rows(variant: VariantKey, entries: EntrySeed[]): (typeof contentEntries.$inferInsert)[] {
  return entries.flatMap((e) =>
    (e.langs ?? CONTENT_LANGS[variant]).map((lang) => {
      const title = e.title[lang];
      const meta: ContentMeta = {
        title: `${title} — ${UI_WORDS.shop[lang]}`,
        description: e.summary[lang],
        h1: title,
        sectionName: SECTION[e.kind],
        keywords: [title, UI_WORDS.shop[lang]].join(', '),
      };
      return {
        kind: e.kind,
        variant,
        lang,
        slug: e.slug,
        title,
        summary: e.summary[lang],
        meta,
        status: e.status ?? 'published',
        publishedAt: e.publishedAt,
        cover: e.cover,
        body: e.body.map((b) => localise(b, lang)),
        position: e.position,
        collection: e.collection ?? null,
      };
    }),
  );
}

/** The collections with the most products, most first (ties by name): one lookbook each. */
export function lookbookCollections(products: readonly SeedProduct[]): string[] {
  const counts = new Map<string, number>();
  for (const p of products) if (p.collection) counts.set(p.collection, (counts.get(p.collection) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, CONTENT_COUNTS.lookbooks)
    .map(([name]) => name);
}

export interface ContentSeed {
  lookbooks: (typeof lookbooksTable.$inferInsert)[];
  entries: (typeof contentEntries.$inferInsert)[];
  looks: (typeof contentLooks.$inferInsert)[];
}

/** Every variant's content; `cityNames` are the cities with shops per variant (for news). */
export function buildContent(
  products: readonly SeedProduct[],
  cityNames: Readonly<Record<VariantKey, readonly I18nText[]>>,
): ContentSeed {
  const collections = lookbookCollections(products);
  const pool = products.slice(0, 200);
  const entries: ContentSeed['entries'] = [];
  const looks: ContentSeed['looks'] = [];
  const books: ContentSeed['lookbooks'] = [];
  let lookId = 0;
  for (const variant of VARIANT_KEYS) {
    const cities = cityNames[variant].length ? cityNames[variant] : [{ ru: 'Москва', en: 'Moscow', kk: 'Мәскеу' }];
    const lookbooks = lookbookEntries(variant, collections);
    const bookIds = new Map(
      lookbooks.map((l) => {
        books.push({ id: books.length + 1, variant });
        return [l.slug, books.length];
      }),
    );
    // Every row names the column: the rows are inserted with the first one's columns.
    const withBook = (e: typeof contentEntries.$inferInsert) => ({
      ...e,
      lookbookId: e.kind === 'lookbook' ? (bookIds.get(e.slug) ?? null) : null,
    });
    entries.push(
      ...rows(variant, [
        ...documents(),
        ...newsEntries(variant, cities, collections, [...pool]),
        ...blogEntries(variant, [...pool]),
        ...goodNewsEntries(variant),
        ...lookbooks,
        ...magazineEntries(
          variant,
          lookbooks.map((l) => l.slug),
          [...pool],
        ),
        ...pages(variant),
      ]).map(withBook),
    );
    for (const lookbook of lookbooks) {
      const own = products.filter((p) => p.collection === lookbook.collection);
      const source = own.length >= 2 ? own : products;
      for (let i = 0; i < CONTENT_COUNTS.looksPerLookbook; i++) {
        const rng = new Random(SEED, 505, lookId);
        const picked = rng.sample(source, rng.int(2, 4));
        if (picked.length === 0) continue;
        lookId += 1;
        looks.push({
          id: lookId,
          variant,
          lookbookId: bookIds.get(lookbook.slug) ?? 0,
          lookbook: lookbook.slug,
          position: i + 1,
          title: LOOK_TITLES[(lookId - 1) % LOOK_TITLES.length] as I18nText,
          category: (picked[0] as SeedProduct).top,
          image: `demo/look/${variant}-${lookId}.svg`,
          productIds: picked.map((p) => p.id),
        });
      }
    }
  }
  return { lookbooks: books, entries: entries.map((e, i) => ({ id: i + 1, ...e })), looks };
}

/** The country a variant's cities are in. */
export const variantCountry = (variant: VariantKey) => VARIANTS[variant].country;
