/** /staff/shops/: the shops whose pages content editors write (text per language, photos). */
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffShop } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-shops';

const FILTERS = ['variant', 'cityId'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadStaffPage(request, context, (api) =>
    Promise.all([
      api.get('/staff/shops', { params: { query: listQueryOf(url, FILTERS) as never } }),
      api.get('/staff/shops/cities'),
    ]),
  );
  const [list, cities] = page.data;
  return { ...list, cities };
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.shops');
export const headers = staffHeaders;

export default function StaffShops() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const columns: ListColumn<StaffShop>[] = [
    {
      key: 'name',
      label: t('staff.shops.name'),
      sort: 'name',
      cell: (s) => (
        <>
          <Link to={`/staff/shops/${s.id}/`}>{s.name}</Link>
          {s.published ? null : ` (${t('staff.shops.unpublishedMark')})`}
        </>
      ),
      csv: (s) => s.name,
    },
    {
      key: 'variant',
      label: t('staff.content.variant'),
      cell: (s) => t(`staff.variant.${s.variant}`),
      csv: (s) => s.variant,
    },
    { key: 'city', label: t('staff.shops.city'), cell: (s) => s.city, csv: (s) => s.city },
    { key: 'address', label: t('staff.shops.address'), cell: (s) => s.address, csv: (s) => s.address },
    {
      key: 'photos',
      label: t('staff.shops.photoCount'),
      cell: (s) => s.photos.length,
      csv: (s) => String(s.photos.length),
    },
    {
      key: 'updated',
      label: t('staff.shops.updated'),
      sort: 'updated',
      cell: (s) => staffDateTime(s.updatedAt, locale),
      csv: (s) => s.updatedAt,
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.shops')}</h1>
      <StaffList
        rows={page.list}
        rowKey={(s) => s.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="updated"
        searchLabel={t('staff.shops.search')}
        filters={[
          {
            name: 'variant',
            label: t('staff.content.variant'),
            type: 'select',
            options: VARIANT_KEYS.map((value) => ({ value, label: t(`staff.variant.${value}`) })),
          },
          {
            name: 'cityId',
            label: t('staff.shops.city'),
            type: 'select',
            options: page.cities.map((c) => ({ value: String(c.id), label: c.name })),
          },
        ]}
        csvName="shops"
      />
    </section>
  );
}
