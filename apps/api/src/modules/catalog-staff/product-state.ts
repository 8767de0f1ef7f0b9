/**
 * A product as the back office and the CSV import change it: texts, publication, prices per variant,
 * its sizes' own prices (sku_prices: a size without one costs the product's price) and stock per SKU
 * and store. A change is compared with the stored state and only what differs is
 * written, so saving or importing the same values again writes nothing (and audits nothing).
 */
import type { Texts } from '@storefront/domain/catalog-ops';
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface Price {
  price: number;
  oldPrice: number | null;
}

/** What a product is filed under (ids of its category, brand, colour and material). */
export interface ProductRefs {
  categoryId: number;
  brandId: number;
  colourId: number;
  materialId: number;
}
const REF_COLUMNS = {
  categoryId: 'category_id',
  brandId: 'brand_id',
  colourId: 'colour_id',
  materialId: 'material_id',
};

export interface ProductState {
  id: number;
  article: string;
  externalId: string | null;
  refs: ProductRefs;
  names: Texts;
  descriptions: Texts;
  published: boolean;
  prices: Record<VariantKey, Price | null>;
  /** SKU id by size ('' for the product without sizes). */
  skus: Map<string, number>;
  /** Sizes' own prices by `${skuId}:${variant}` (absent: the size costs the product's price). */
  skuPrices: Map<string, Price>;
  /** Pieces by `${skuId}:${storeId}` (absent: 0). */
  stock: Map<string, number>;
}

export interface ProductChange {
  refs?: Partial<ProductRefs>;
  names?: Partial<Texts>;
  descriptions?: Partial<Texts>;
  published?: boolean;
  prices?: Partial<Record<VariantKey, Price | null>>;
  /** Sizes' own prices; null removes one (the size costs the product's price again). */
  skuPrices?: { skuId: number; variant: VariantKey; price: Price | null }[];
  stock?: { skuId: number; storeId: number; quantity: number }[];
}

/** The prices of product `p` as JSON. The prices' key leads with the variant: naming every variant lets the key find them. */
export const pricesJson = sql`(select json_agg(json_build_object('variant', pp.variant, 'price', pp.price, 'old_price', pp.old_price))
  from product_prices pp where pp.variant = any(${`{${VARIANT_KEYS.join(',')}}`}::text[]) and pp.product_id = p.id)`;

export const stockKey = (skuId: number, storeId: number) => `${skuId}:${storeId}`;
export const skuPriceKey = (skuId: number, variant: VariantKey) => `${skuId}:${variant}`;

/**
 * The states of some products (three statements, whatever their number), by id or by key (an article
 * or an ERP id); `lock` takes their rows for update. The lock is `for no key update`, as the update of a
 * product's non-key columns takes: two saves of a product still queue, while placing an order (whose
 * order lines' foreign key takes `for key share` on the product after locking the stock rows) does not
 * wait for a save that in turn waits for the order's stock rows.
 */
export async function loadProductStates(
  db: Db,
  where: { ids: readonly number[] } | { keys: readonly string[] },
  lock = false,
): Promise<Map<number, ProductState>> {
  const keys =
    'keys' in where ? sql`array(select jsonb_array_elements_text(${JSON.stringify(where.keys)}::jsonb))` : sql``;
  const filter =
    'ids' in where
      ? sql`p.id = any(${`{${where.ids.join(',')}}`}::int[])`
      : sql`(p.article = any(${keys}) or p.external_id = any(${keys}))`;
  const products = await queryRows<{
    id: number;
    article: string;
    external_id: string | null;
    refs: ProductRefs;
    name: Texts;
    description: Texts;
    published: boolean;
    prices: { variant: VariantKey; price: number; old_price: number | null }[] | null;
  }>(
    db,
    sql`select p.id, p.article, p.external_id, p.name,
      json_build_object('categoryId', p.category_id, 'brandId', p.brand_id, 'colourId', p.colour_id,
        'materialId', p.material_id) as refs, p.description, p.published,
      ${pricesJson} as prices
    from products p where ${filter} order by p.id ${lock ? sql`for no key update of p` : sql``}`,
  );
  const states = new Map<number, ProductState>();
  for (const p of products) {
    const prices = Object.fromEntries(VARIANT_KEYS.map((v) => [v, null])) as Record<VariantKey, Price | null>;
    for (const pp of p.prices ?? []) prices[pp.variant] = { price: pp.price, oldPrice: pp.old_price };
    states.set(p.id, {
      id: p.id,
      article: p.article,
      externalId: p.external_id,
      refs: p.refs,
      names: p.name,
      descriptions: p.description,
      published: p.published,
      prices,
      skus: new Map(),
      skuPrices: new Map(),
      stock: new Map(),
    });
  }
  if (states.size === 0) return states;
  const ids = `{${[...states.keys()].join(',')}}`;
  const skus = await queryRows<{
    id: number;
    product_id: number;
    size: string | null;
    prices: { variant: VariantKey; price: number; old_price: number | null }[] | null;
  }>(
    db,
    sql`select s.id, s.product_id, s.size,
      (select json_agg(json_build_object('variant', sp.variant, 'price', sp.price, 'old_price', sp.old_price))
        from sku_prices sp where sp.sku_id = s.id) as prices
    from product_skus s where s.product_id = any(${ids}::int[]) order by s.position, s.id`,
  );
  for (const s of skus) {
    const state = states.get(s.product_id);
    state?.skus.set(s.size ?? '', s.id);
    for (const p of s.prices ?? [])
      state?.skuPrices.set(skuPriceKey(s.id, p.variant), { price: p.price, oldPrice: p.old_price });
  }
  const stock = await queryRows<{ product_id: number; sku_id: number; store_id: number; quantity: number }>(
    db,
    sql`select s.product_id, st.sku_id, st.store_id, st.quantity
    from stock st join product_skus s on s.id = st.sku_id where s.product_id = any(${ids}::int[])`,
  );
  for (const r of stock) states.get(r.product_id)?.stock.set(stockKey(r.sku_id, r.store_id), r.quantity);
  return states;
}

/**
 * Locks the existing stock rows of some (SKU, store) pairs in the order placing an order locks them
 * (reserve-stock.ts: by SKU, then warehouses first, then by store), so a back-office save or an import
 * that changes several of them queues behind a placement, or the placement behind it, instead of
 * deadlocking. Pairs without a row yet lock nothing (their insert cannot meet a placement's lock).
 */
export async function lockStockRows(tx: Db, pairs: readonly { skuId: number; storeId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.execute(sql`select 1 from stock st join stores so on so.id = st.store_id
    join jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ sku_id: p.skuId, store_id: p.storeId })))}::jsonb)
      as x(sku_id int, store_id int) on x.sku_id = st.sku_id and x.store_id = st.store_id
    order by st.sku_id, so.kind = 'warehouse' desc, st.store_id
    for update of st`);
}

export const samePrice = (a: Price | null, b: Price | null) =>
  a === b || (a !== null && b !== null && a.price === b.price && a.oldPrice === b.oldPrice);

/**
 * Writes what `change` alters in `state` (which must be locked by the caller's transaction) and
 * answers the touched fields before and after, or null when nothing differed.
 */
export async function applyProductChange(
  tx: Db,
  state: ProductState,
  change: ProductChange,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | null> {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const names = { ...state.names, ...change.names };
  const descriptions = { ...state.descriptions, ...change.descriptions };
  const published = change.published ?? state.published;
  for (const [key, column] of Object.entries(REF_COLUMNS) as [keyof ProductRefs, string][]) {
    const next = change.refs?.[key];
    if (next === undefined || next === state.refs[key]) continue;
    [before[key], after[key]] = [state.refs[key], next];
    await tx.execute(sql`update products set ${sql.identifier(column)} = ${next} where id = ${state.id}`);
  }
  const textsChanged = JSON.stringify(names) !== JSON.stringify(state.names);
  const descriptionsChanged = JSON.stringify(descriptions) !== JSON.stringify(state.descriptions);
  if (textsChanged || descriptionsChanged || published !== state.published) {
    if (textsChanged) [before.names, after.names] = [state.names, names];
    if (descriptionsChanged) [before.descriptions, after.descriptions] = [state.descriptions, descriptions];
    if (published !== state.published) [before.published, after.published] = [state.published, published];
    await tx.execute(sql`update products set name = ${JSON.stringify(names)}::jsonb,
      description = ${JSON.stringify(descriptions)}::jsonb, published = ${published} where id = ${state.id}`);
  }
  for (const variant of VARIANT_KEYS) {
    const next = change.prices?.[variant];
    const current = state.prices[variant];
    if (next === undefined || samePrice(next, current)) continue;
    before[`price_${variant}`] = current;
    after[`price_${variant}`] = next;
    if (next === null) {
      // Its sizes' own prices there go too: selling it there again starts from the product's price.
      await tx.execute(sql`with sizes as (
          delete from sku_prices where variant = ${variant}
            and sku_id in (select id from product_skus where product_id = ${state.id}))
        delete from product_prices where product_id = ${state.id} and variant = ${variant}`);
    } else {
      await tx.execute(sql`insert into product_prices (variant, product_id, price, old_price)
        values (${variant}, ${state.id}, ${next.price}, ${next.oldPrice})
        on conflict (variant, product_id) do update set price = excluded.price, old_price = excluded.old_price`);
    }
  }
  const skuPrices = (change.skuPrices ?? []).filter(
    (p) => !samePrice(p.price, state.skuPrices.get(skuPriceKey(p.skuId, p.variant)) ?? null),
  );
  if (skuPrices.length > 0) {
    before.skuPrices = skuPrices.map((p) => ({
      ...p,
      price: state.skuPrices.get(skuPriceKey(p.skuId, p.variant)) ?? null,
    }));
    after.skuPrices = skuPrices;
    const [removed, set] = [skuPrices.filter((p) => !p.price), skuPrices.filter((p) => p.price)];
    if (removed.length > 0)
      await tx.execute(sql`delete from sku_prices sp using jsonb_to_recordset(${JSON.stringify(removed.map((p) => ({ sku_id: p.skuId, variant: p.variant })))}::jsonb)
          as x(sku_id int, variant text)
        where sp.sku_id = x.sku_id and sp.variant = x.variant`);
    if (set.length > 0)
      await tx.execute(sql`insert into sku_prices (variant, sku_id, price, old_price)
        select variant, sku_id, price, old_price from jsonb_to_recordset(${JSON.stringify(set.map((p) => ({ variant: p.variant, sku_id: p.skuId, price: p.price?.price, old_price: p.price?.oldPrice ?? null })))}::jsonb)
          as x(variant text, sku_id int, price int, old_price int)
        order by sku_id, variant
        on conflict (sku_id, variant) do update set price = excluded.price, old_price = excluded.old_price`);
  }
  const stock = (change.stock ?? []).filter((s) => (state.stock.get(stockKey(s.skuId, s.storeId)) ?? 0) !== s.quantity);
  if (stock.length > 0) {
    before.stock = stock.map((s) => ({ ...s, quantity: state.stock.get(stockKey(s.skuId, s.storeId)) ?? 0 }));
    after.stock = stock;
    await lockStockRows(tx, stock);
    await tx.execute(sql`insert into stock (store_id, sku_id, quantity)
      select x.store_id, x.sku_id, x.quantity from jsonb_to_recordset(${JSON.stringify(stock.map((s) => ({ store_id: s.storeId, sku_id: s.skuId, quantity: s.quantity })))}::jsonb)
        as x(store_id int, sku_id int, quantity int) join stores so on so.id = x.store_id
      order by x.sku_id, so.kind = 'warehouse' desc, x.store_id
      on conflict (store_id, sku_id) do update set quantity = excluded.quantity`);
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}
