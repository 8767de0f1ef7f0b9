/** /staff/products/: every product, published or hidden, with its prices and stock (catalogue managers). */
import { formatMoney } from '@storefront/domain/money';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffProductRow } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Picture } from '../../ui/picture';
import type { Route } from './+types/staff-products';

/** The filter, and the keyset cursors the pager's links carry (the list has no page numbers). */
const FILTERS = ['published', 'after', 'before'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  return loadStaffPage(request, context, (api) => api.get('/staff/products', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.products');
export const headers = staffHeaders;

export default function StaffProducts() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const priceText = (p: StaffProductRow) =>
    p.prices
      .filter((x) => x.price !== null)
      .map((x) => formatMoney({ amount: x.price as number, currency: x.currency }, locale))
      .join(' · ');
  const columns: ListColumn<StaffProductRow>[] = [
    {
      key: 'picture',
      label: t('pictures.thumbnail'),
      // The article beside it names the product: the thumbnail says nothing more.
      cell: (p) => <Picture picture={p.picture} alt="" sizes="48px" width={48} className="catalogue-list__thumb" />,
      csv: (p) => p.picture.src,
    },
    {
      key: 'article',
      label: t('staff.catalogue.article'),
      sort: 'article',
      cell: (p) => <Link to={`/staff/products/${p.id}/`}>{p.article}</Link>,
      csv: (p) => p.article,
    },
    { key: 'name', label: t('staff.catalogue.name'), sort: 'name', cell: (p) => p.name, csv: (p) => p.name },
    { key: 'category', label: t('staff.catalogue.category'), cell: (p) => p.category, csv: (p) => p.category },
    { key: 'brand', label: t('staff.catalogue.brand'), cell: (p) => p.brand, csv: (p) => p.brand },
    { key: 'price', label: t('staff.catalogue.price'), cell: priceText, csv: priceText },
    { key: 'stock', label: t('staff.catalogue.stock'), cell: (p) => p.stock, csv: (p) => String(p.stock) },
    {
      key: 'published',
      label: t('staff.catalogue.published'),
      cell: (p) => t(p.published ? 'staff.catalogue.publishedYes' : 'staff.catalogue.publishedNo'),
      csv: (p) => (p.published ? '1' : '0'),
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.products')}</h1>
      <StaffList
        rows={page.list}
        rowKey={(p) => p.id}
        columns={columns}
        total={page.total}
        perPage={page.perPage}
        cursors={{ prev: page.prev, next: page.next }}
        defaultSort="popularity"
        searchLabel={t('staff.catalogue.search')}
        filters={[
          {
            name: 'published',
            label: t('staff.catalogue.published'),
            type: 'select',
            options: [
              { value: 'yes', label: t('staff.catalogue.publishedYes') },
              { value: 'no', label: t('staff.catalogue.publishedNo') },
            ],
          },
        ]}
        csvName="products"
      />
    </section>
  );
}
