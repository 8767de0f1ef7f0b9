/** Products in the back office: the list with search and filters, one product, and saving its changes. */
import {
  CATALOGUE_MESSAGES,
  type CatalogueLang,
  priceErrors,
  stockErrors,
  textErrors,
} from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { VARIANT_KEYS, VARIANTS } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invalid, notFound } from '../../errors.ts';
import { likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { refreshCatalogProducts } from '../catalog/catalog-refresh.ts';
import { mainPicture, mainPictureSql, type PictureRow, storedPicture } from '../catalog/product-pictures.ts';
import {
  applyProductChange,
  loadProductStates,
  type ProductChange,
  type ProductState,
  pricesJson,
} from './product-state.ts';
import {
  encodeProductCursor,
  type ProductBody,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductRow,
  type ProductSort,
} from './products.schemas.ts';

type PriceCell = { variant: (typeof VARIANT_KEYS)[number]; price: number; old_price: number | null };

const pricesOf = (cells: PriceCell[] | null) =>
  VARIANT_KEYS.map((variant) => {
    const cell = cells?.find((c) => c.variant === variant);
    return {
      variant,
      currency: VARIANTS[variant].currency,
      price: cell?.price ?? null,
      oldPrice: cell?.old_price ?? null,
    };
  });

/** A product list row as read, before its prices and picture are shaped; `sort_value` makes its cursor. */
type ListedRow = Omit<ProductRow, 'prices' | 'picture'> & {
  prices: PriceCell[] | null;
  main: PictureRow | null;
  sort_value: string | number;
};

/**
 * One page of the back office's product list, read by keyset on (sort value, id): the rows after the
 * `after` cursor, or before the `before` one, never an offset, so any page of a million products reads
 * only its own rows off the index of its sort (migration 0054). Ties of the sort value go by id in the
 * same direction. The page is cut from the products alone before the joins: joined first, the planner
 * hashed every product past the cursor and sorted them. `total` is counted apart, by the filters alone.
 */
export async function listProducts(db: Db, query: ProductListQuery, lang: CatalogueLang): Promise<ProductPage> {
  const where: SQL[] = [];
  if (query.q) {
    const like = likePattern(query.q.toLowerCase());
    where.push(
      sql`(lower(p.article) like ${like} or lower(p.name->>'ru') like ${like} or lower(p.name->>'en') like ${like})`,
    );
  }
  if (query.category) {
    where.push(sql`p.category_id in (select c.id from categories c, categories top where top.id = ${query.category}
      and (c.id = top.id or starts_with(c.path, top.path || '/')))`);
  }
  if (query.brand) where.push(sql`p.brand_id = ${query.brand}`);
  if (query.published) where.push(sql`p.published = ${query.published === 'yes'}`);
  const filters = where.length ? sql.join(where, sql` and `) : sql`true`;

  const key = sortKey(query.sort, lang);
  const cursor = query.after ?? query.before;
  if (query.after && query.before) {
    throw invalid([{ name: 'before', message: 'give after or before, not both' }]);
  }
  if (cursor && (cursor.sort !== query.sort || cursor.dir !== query.dir)) {
    throw invalid([{ name: query.after ? 'after' : 'before', message: 'the cursor is of another sort' }]);
  }
  // Backwards (a `before` page) reads the opposite way and turns the rows round.
  const backwards = query.before !== undefined;
  const ascending = (query.dir === 'asc') !== backwards;
  const seek = cursor
    ? ascending
      ? sql`(${key}, p.id) > (${cursor.value}, ${cursor.id})`
      : sql`(${key}, p.id) < (${cursor.value}, ${cursor.id})`
    : sql`true`;
  const dir = ascending ? sql`asc` : sql`desc`;
  const [read, counted] = await Promise.all([
    queryRows<ListedRow>(
      db,
      sql`select p.id, p.article, p.slug, p.name->>${lang} as name, c.name->>${lang} as category, b.name as brand,
        p.published, ${pricesJson} as prices, ${mainPictureSql(sql`p.id`)} as main,
        (select coalesce(sum(st.quantity), 0)::int from stock st join product_skus s on s.id = st.sku_id
          where s.product_id = p.id) as stock,
        ${key} as sort_value
      from (select p.* from products p where ${filters} and ${seek}
          order by ${key} ${dir}, p.id ${dir} limit ${query.perPage + 1}) p
        join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
      order by ${key} ${dir}, p.id ${dir}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${filters}`),
  ]);
  const more = read.length > query.perPage;
  const rows = read.slice(0, query.perPage);
  if (backwards) rows.reverse();
  const cursorOf = (row: ListedRow | undefined) =>
    row ? encodeProductCursor({ sort: query.sort, dir: query.dir, value: row.sort_value, id: row.id }) : null;
  return {
    list: rows.map(({ prices, main, sort_value: _sort, ...r }) => ({
      ...r,
      prices: pricesOf(prices),
      picture: mainPicture(r.id, main),
    })),
    total: counted[0]?.n ?? 0,
    perPage: query.perPage,
    // Forwards, a next page exists when a row beyond this page was read; backwards, the page came from one.
    next: backwards || more ? cursorOf(rows.at(-1)) : null,
    prev: (backwards ? more : query.after !== undefined) ? cursorOf(rows[0]) : null,
  };
}

/** The sort value of a product row (p): a name missing in the language sorts as empty. */
function sortKey(sort: ProductSort, lang: CatalogueLang): SQL {
  if (sort === 'popularity') return sql`p.popularity`;
  if (sort === 'article') return sql`p.article`;
  // A literal, not a parameter: the expression must match the index's (migration 0054) to use it.
  return sql`coalesce(p.name->>${sql.raw(`'${lang}'`)}, '')`;
}

export async function getProduct(db: Db, id: number, lang: CatalogueLang): Promise<ProductDetail> {
  const [row] = await queryRows<
    Omit<ProductDetail, 'prices' | 'images' | 'skus'> & {
      prices: PriceCell[] | null;
      images: (Omit<ProductDetail['images'][number], 'picture'> & PictureRow)[] | null;
      skus: (Omit<ProductDetail['skus'][number], 'prices'> & { prices: PriceCell[] | null })[] | null;
    }
  >(
    db,
    sql`select p.id, p.article, p.slug, c.name->>${lang} as category, b.name as brand, p.published,
      p.name as names, p.description as descriptions, ${pricesJson} as prices,
      (select json_agg(json_build_object('id', s.id, 'size', s.size,
          'prices', (select json_agg(json_build_object('variant', sp.variant, 'price', sp.price,
            'old_price', sp.old_price)) from sku_prices sp where sp.sku_id = s.id),
          'stock',
          (select coalesce(json_agg(json_build_object('storeId', st.store_id, 'quantity', st.quantity)
            order by st.store_id), '[]') from stock st where st.sku_id = s.id)) order by s.position, s.id)
        from product_skus s where s.product_id = p.id) as skus,
      (select json_agg(json_build_object('id', so.id, 'kind', so.kind, 'name', so.name->>${lang},
          'city', ci.name->>${lang}) order by so.kind, ci.name->>${lang}, so.id)
        from stores so join cities ci on ci.id = so.city_id) as stores,
      (select json_agg(json_build_object('key', pi.key, 'width', pi.width, 'height', pi.height,
          'placeholder', pi.placeholder, 'alt', pi.alt, 'source', pi.source) order by pi.position)
        from product_images pi where pi.product_id = p.id) as images
    from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
    where p.id = ${id}`,
  );
  if (!row) throw notFound('No such product');
  return {
    ...row,
    prices: pricesOf(row.prices),
    skus: (row.skus ?? []).map((s) => ({ ...s, prices: pricesOf(s.prices) })),
    stores: row.stores ?? [],
    images: (row.images ?? []).map(({ key, alt, source, ...size }) => ({
      key,
      picture: storedPicture({ key, ...size }),
      alt,
      source,
    })),
  };
}

/** The change a body asks for, or 400 with every field error (SKUs and stores must be the product's and exist). */
async function changeOf(tx: Db, body: ProductBody, state: ProductState): Promise<ProductChange> {
  const skuIds = new Set(state.skus.values());
  const errors: FieldError[] = [];
  for (const [lang, value] of Object.entries(body.names ?? {}))
    errors.push(...textErrors('name', value, `names.${lang}`));
  for (const [lang, value] of Object.entries(body.descriptions ?? {}))
    errors.push(...textErrors('description', value, `descriptions.${lang}`));
  const prices: ProductChange['prices'] = {};
  for (const p of body.prices ?? []) {
    errors.push(...priceErrors(p, (part) => `prices.${p.variant}.${part}`));
    prices[p.variant] = p.price === null ? null : { price: p.price, oldPrice: p.oldPrice };
  }
  // A size's own price is named by its SKU and variant; it needs the product's price in that variant.
  // A size and variant named twice is refused: one statement cannot write both.
  const skuPrices: NonNullable<ProductChange['skuPrices']> = [];
  const pricedSizes = new Set<string>();
  for (const p of body.skuPrices ?? []) {
    const name = (part: string) => `skuPrices.${p.skuId}.${p.variant}.${part}`;
    if (!skuIds.has(p.skuId) || pricedSizes.has(`${p.skuId}:${p.variant}`)) {
      errors.push({ name: name('skuId'), message: 'validation.invalid' });
      continue;
    }
    pricedSizes.add(`${p.skuId}:${p.variant}`);
    errors.push(...priceErrors(p, name));
    const productPrice = prices[p.variant] !== undefined ? prices[p.variant] : state.prices[p.variant];
    if (p.price !== null && !productPrice)
      errors.push({ name: name('price'), message: CATALOGUE_MESSAGES.sizePriceWithoutPrice });
    skuPrices.push({
      skuId: p.skuId,
      variant: p.variant,
      price: p.price === null ? null : { price: p.price, oldPrice: p.oldPrice },
    });
  }
  const storeIds = new Set((await queryRows<{ id: number }>(tx, sql`select id from stores`)).map((s) => s.id));
  const stockedAt = new Set<string>();
  (body.stock ?? []).forEach((s, i) => {
    errors.push(...stockErrors(s.quantity, `stock.${i}.quantity`));
    if (!skuIds.has(s.skuId) || stockedAt.has(`${s.skuId}:${s.storeId}`))
      errors.push({ name: `stock.${i}.skuId`, message: 'validation.invalid' });
    stockedAt.add(`${s.skuId}:${s.storeId}`);
    if (!storeIds.has(s.storeId)) errors.push({ name: `stock.${i}.storeId`, message: 'validation.invalid' });
  });
  if (errors.length > 0) throw invalid(errors);
  return {
    ...(body.names ? { names: body.names } : {}),
    ...(body.descriptions ? { descriptions: body.descriptions } : {}),
    ...(body.published !== undefined ? { published: body.published } : {}),
    prices,
    skuPrices,
    ...(body.stock ? { stock: body.stock } : {}),
  };
}

/**
 * Saves a product's texts, publication, prices and stock in one transaction: the product's row is
 * locked first (two editors' saves apply one after the other), only what differs is written and
 * audited, and the derived listing rows and the change feed follow in the same transaction.
 */
export async function updateProduct(tx: Db, id: number, body: ProductBody, staffId: number): Promise<boolean> {
  const state = (await loadProductStates(tx, { ids: [id] }, true)).get(id);
  if (!state) throw notFound('No such product');
  const change = await changeOf(tx, body, state);
  const diff = await applyProductChange(tx, state, change);
  if (!diff) return false;
  await recordAudit(tx, { staffId, action: 'product.update', entity: { type: 'product', id }, ...diff });
  await refreshCatalogProducts(tx, [id]);
  await markCatalogChanged(tx);
  return true;
}
