/** /staff/promo-codes/: promo codes with their terms and uses (content editors); a new code from here. */
import { formatMoney, type Money } from '@storefront/domain/money';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Link, useLoaderData } from 'react-router';
import { promoValueText } from '../../features/promo-codes/promo-form';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffPromoCode } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-promo-codes';

const FILTERS = ['state', 'variant'] as const;
const STATES = ['active', 'inactive', 'expired', 'exhausted'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, (api) => api.get('/staff/promo-codes', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.promoCodes');
export const headers = staffHeaders;

export default function StaffPromoCodes() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const money = (m: Money) => formatMoney(m, locale);
  const limitText = (p: StaffPromoCode) => (p.usageLimit === null ? `${p.uses}` : `${p.uses} / ${p.usageLimit}`);
  const period = (p: StaffPromoCode) =>
    [p.startsAt, p.endsAt].map((d) => (d ? staffDateTime(d, locale) : '…')).join(' — ');
  const columns: ListColumn<StaffPromoCode>[] = [
    {
      key: 'code',
      label: t('staff.promo.code'),
      sort: 'code',
      cell: (p) => <Link to={`/staff/promo-codes/${encodeURIComponent(p.code)}/`}>{p.code}</Link>,
      csv: (p) => p.code,
    },
    {
      key: 'value',
      label: t('staff.promo.discount'),
      cell: (p) => promoValueText(p, money),
      csv: (p) => promoValueText(p, money),
    },
    {
      key: 'variant',
      label: t('staff.promo.variant'),
      cell: (p) => t(`staff.variant.${p.variant}`),
      csv: (p) => p.variant,
    },
    {
      key: 'min',
      label: t('staff.promo.minSubtotal'),
      cell: (p) => money({ amount: p.minSubtotal, currency: p.currency as 'RUB' }),
      csv: (p) => String(p.minSubtotal / 100),
    },
    { key: 'period', label: t('staff.promo.period'), cell: period, csv: period },
    { key: 'uses', label: t('staff.promo.uses'), sort: 'uses', cell: limitText, csv: limitText },
    {
      key: 'state',
      label: t('staff.promo.state'),
      cell: (p) => t(`staff.promo.state.${p.state}`),
      csv: (p) => p.state,
    },
    {
      key: 'created',
      label: t('staff.promo.created'),
      sort: 'created',
      cell: (p) => staffDateTime(p.createdAt, locale),
      csv: (p) => p.createdAt,
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.promoCodes')}</h1>
      <p>
        <Link to="/staff/promo-codes/new/" className="button button--primary">
          {t('staff.promo.new')}
        </Link>
      </p>
      <StaffList
        rows={page.list}
        rowKey={(p) => p.code}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="created"
        searchLabel={t('staff.promo.search')}
        filters={[
          {
            name: 'state',
            label: t('staff.promo.state'),
            type: 'select',
            options: STATES.map((s) => ({ value: s, label: t(`staff.promo.state.${s}`) })),
          },
          {
            name: 'variant',
            label: t('staff.promo.variant'),
            type: 'select',
            options: VARIANT_KEYS.map((v) => ({ value: v, label: t(`staff.variant.${v}`) })),
          },
        ]}
        csvName="promo-codes"
      />
    </section>
  );
}
