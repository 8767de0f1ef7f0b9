/**
 * The cookie banner posts here (shell/consent-banner.tsx): the answer goes into the consent cookie
 * for a year. A plain form post returns to the page it came from, without the settings parameter
 * that opened the banner; the page's scripts get the consent back as data and stay on the page.
 */
import {
  CONSENT_SETTINGS_PARAM,
  consentOfChoice,
  consentValue,
  isConsentChoice,
} from '@storefront/domain/analytics/consent';
import { COOKIES } from '@storefront/domain/constants';
import { data, redirect } from 'react-router';
import { cookieText } from '../../lib/cookies';
import { backPath, postedForm, sentByScript } from '../../lib/form-action.server';
import type { Route } from './+types/consent';

/** The page without the parameter that opened the settings. */
function withoutSettings(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.delete(CONSENT_SETTINGS_PARAM);
  return `${url.pathname}${url.search}`;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const choice = form.get('choice');
  if (!isConsentChoice(choice)) return data({ ok: false as const, error: 'validation.invalid' }, { status: 400 });
  const ticked = form.getAll('category').filter((c): c is string => typeof c === 'string');
  const consent = consentOfChoice(choice, ticked);
  const https = new URL(request.url).protocol === 'https:';
  const headers = { 'set-cookie': cookieText(COOKIES.consent, consentValue(consent), https) };
  if (sentByScript(form)) return data({ ok: true as const, consent }, { headers });
  return redirect(withoutSettings(backPath(form, request)), { headers });
}
