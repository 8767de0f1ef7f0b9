/** The language switcher posts here: the choice is kept in the locale cookie for 365 days. */
import { COOKIES } from '@storefront/domain/constants';
import { isLocaleTag } from '@storefront/domain/i18n/translator';
import { VARIANTS, variantFromPath } from '@storefront/domain/variants';
import { data, redirect } from 'react-router';
import { backPath, postedForm } from '../../lib/form-action.server';
import type { Route } from './+types/locale';

export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const locale = form.get('locale');
  const path = backPath(form, request);
  const variant = VARIANTS[variantFromPath(path) ?? 'ru'];
  if (!isLocaleTag(locale) || !variant.locales.includes(locale)) {
    return data({ error: 'validation.invalid' }, { status: 400 });
  }
  const cookie = `${COOKIES.locale.name}=${locale}; Path=/; Max-Age=${COOKIES.locale.maxAgeS}; SameSite=Lax`;
  return redirect(path, { headers: { 'set-cookie': cookie } });
}
