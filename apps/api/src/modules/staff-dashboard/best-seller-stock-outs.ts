/**
 * Best sellers out of stock: in each variant, the SKUs most ordered there over the last days (orders
 * not cancelled), of which the variant's country's shops and warehouses hold nothing, the way the
 * shop counts a country's stock (catalog-refresh.ts). What to reorder first.
 */
import type { CatalogueLang } from '@storefront/domain/catalog-ops';
import { DASHBOARD_LIMITS } from '@storefront/domain/staff-dashboard';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface StockOut {
  variant: VariantKey;
  /** 1 for the variant's best seller. */
  rank: number;
  productId: number;
  article: string;
  name: string;
  size: string | null;
  /** Pieces ordered in the variant over the days. */
  ordered: number;
}

const variantCountries = sql.join(
  VARIANT_KEYS.map((v) => sql`(${v}, ${VARIANTS[v].country})`),
  sql`, `,
);

export async function bestSellerStockOuts(db: Db, since: Date, lang: CatalogueLang): Promise<StockOut[]> {
  return queryRows<StockOut>(
    db,
    sql`with sold as (
        select o.variant, l.sku_id, sum(l.quantity)::int as ordered,
          row_number() over (partition by o.variant order by sum(l.quantity) desc, l.sku_id)::int as rank
        from order_lines l join orders o on o.id = l.order_id
        where o.created_at >= ${since.toISOString()}::timestamptz and o.status <> 'cancelled'
        group by o.variant, l.sku_id)
      select s.variant, s.rank, p.id as "productId", p.article, p.name->>${lang} as name, k.size, s.ordered
      from sold s
        join (values ${variantCountries}) as vc(variant, country) on vc.variant = s.variant
        join product_skus k on k.id = s.sku_id
        join products p on p.id = k.product_id
      where s.rank <= ${DASHBOARD_LIMITS.bestSellers}
        and not exists (select 1 from stock st join stores so on so.id = st.store_id
          join cities ci on ci.id = so.city_id
          where st.sku_id = s.sku_id and st.quantity > 0 and ci.country = vc.country)
      order by s.variant, s.rank`,
  );
}
