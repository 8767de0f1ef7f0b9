/**
 * /staff/promo-codes/new/ and /staff/promo-codes/{code}/: a promo code's form (content editors) and,
 * once saved, the orders placed with it and who placed them. The form is checked by the domain's
 * rules before the API is asked, and the API's field errors come back on the same fields.
 */
import type { FieldError } from '@storefront/domain/errors';
import { formatMoney, type Money } from '@storefront/domain/money';
import { formatPhone } from '@storefront/domain/phone-masks';
import { PROMO_KINDS, promoCodeErrors } from '@storefront/domain/promo-codes';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import {
  EMPTY_PROMO_FORM,
  type PromoFormValues,
  promoFormOf,
  promoFormOfTerms,
  promoInputOf,
} from '../../features/promo-codes/promo-form';
import { type ListColumn, ListTable } from '../../features/staff/list-kit';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffPromoUse } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../ui/form-fields';
import type { Route } from './+types/staff-promo-code';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const code = params.code;
  const saved = new URL(request.url).searchParams.has('saved');
  if (!code) return { detail: null, saved };
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/promo-codes/{code}', { params: { path: { code } } }),
  );
  return { detail: page.data, saved };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = promoFormOf(await postedForm(request));
  const body = promoInputOf(values);
  const errors = promoCodeErrors(body);
  if (errors.length > 0) return { values, fields: errors };
  try {
    const api = createApi(request, context);
    const saved = params.code
      ? await api.put('/staff/promo-codes/{code}', { params: { path: { code: params.code } }, body })
      : await api.post('/staff/promo-codes', { body });
    return redirect(`/staff/promo-codes/${encodeURIComponent(saved.promoCode.code)}/?saved=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { values, fields: error.fields as FieldError[] };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.promoCodes');
export const headers = staffHeaders;

export default function StaffPromoCode() {
  const { detail, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const values: PromoFormValues = result?.values ?? (detail ? promoFormOfTerms(detail.promoCode) : EMPTY_PROMO_FORM);
  const error = (name: keyof PromoFormValues) => {
    const field = result?.fields.find((f) => f.name === name);
    return field ? fieldMessage(t, name, field.message) : null;
  };
  const money = (m: Money) => formatMoney(m, locale);
  const useColumns: ListColumn<StaffPromoUse>[] = [
    { key: 'order', label: t('staff.promo.order'), cell: (u) => u.orderNumber, csv: (u) => u.orderNumber },
    { key: 'status', label: t('staff.promo.orderStatus'), cell: (u) => u.orderStatus, csv: (u) => u.orderStatus },
    {
      key: 'total',
      label: t('staff.promo.orderTotal'),
      cell: (u) => money(u.orderTotal),
      csv: (u) => money(u.orderTotal),
    },
    {
      key: 'discount',
      label: t('staff.promo.discount'),
      cell: (u) => money(u.discount),
      csv: (u) => money(u.discount),
    },
    {
      key: 'shopper',
      label: t('staff.promo.shopper'),
      cell: (u) => `${u.name ?? '—'}, ${formatPhone(u.phone, 'ru')}`,
      csv: (u) => `+${u.phone}`,
    },
    { key: 'at', label: t('staff.promo.usedAt'), cell: (u) => staffDateTime(u.usedAt, locale), csv: (u) => u.usedAt },
  ];
  return (
    <section className="staff-page">
      <p>
        <Link to="/staff/promo-codes/">{t('staff.promo.back')}</Link>
      </p>
      <h1>{detail ? detail.promoCode.code : t('staff.promo.new')}</h1>
      {saved && !result ? (
        <p role="status" className="staff-page__done">
          {t('staff.promo.saved')}
        </p>
      ) : null}
      <Form method="post" className="staff-form" key={detail?.promoCode.updatedAt ?? 'new'} noValidate>
        <TextField
          label={t('staff.promo.code')}
          name="code"
          defaultValue={values.code}
          readOnly={detail !== null}
          required
          autoComplete="off"
          error={error('code')}
        />
        <SelectField label={t('staff.promo.kind')} name="kind" defaultValue={values.kind}>
          {PROMO_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`staff.promo.kind.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staff.promo.value')}
          name="value"
          inputMode="decimal"
          defaultValue={values.value}
          required
          error={error('value')}
        />
        <SelectField label={t('staff.promo.variant')} name="variant" defaultValue={values.variant}>
          {VARIANT_KEYS.map((v) => (
            <option key={v} value={v}>
              {t(`staff.variant.${v}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staff.promo.minSubtotal')}
          name="minSubtotal"
          inputMode="decimal"
          defaultValue={values.minSubtotal}
          error={error('minSubtotal')}
        />
        <TextField
          label={t('staff.promo.startsAt')}
          name="startsAt"
          type="datetime-local"
          defaultValue={values.startsAt}
          error={error('startsAt')}
        />
        <TextField
          label={t('staff.promo.endsAt')}
          name="endsAt"
          type="datetime-local"
          defaultValue={values.endsAt}
          error={error('endsAt')}
        />
        <TextField
          label={t('staff.promo.perUserLimit')}
          name="perUserLimit"
          inputMode="numeric"
          defaultValue={values.perUserLimit}
          error={error('perUserLimit')}
        />
        <TextField
          label={t('staff.promo.usageLimit')}
          name="usageLimit"
          inputMode="numeric"
          defaultValue={values.usageLimit}
          error={error('usageLimit')}
        />
        <CheckboxField label={t('staff.promo.active')} name="active" defaultChecked={values.active} />
        <SubmitButton primary>{t('staff.promo.save')}</SubmitButton>
      </Form>
      {detail ? (
        <>
          <h2>{t('staff.promo.usesTitle', { n: detail.uses.length })}</h2>
          {detail.uses.length === 0 ? (
            <p>{t('staff.list.empty')}</p>
          ) : (
            <ListTable rows={detail.uses} rowKey={(u) => u.orderId} columns={useColumns} />
          )}
        </>
      ) : null}
    </section>
  );
}
