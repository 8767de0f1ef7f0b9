/**
 * The footer subscription form posts here. With JavaScript (the `_js` field) the answer comes back
 * as data (a refusal, lib/form-action.server.ts); without it the shopper is sent back to the page
 * with the outcome in the query.
 */
import { BUSY_STATUSES } from '@storefront/domain/errors';
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { data, redirect } from 'react-router';
import { createApi } from '../../lib/api.server';
import type { Refusal } from '../../lib/field-messages';
import { postedForm, refusalOf } from '../../lib/form-action.server';
import type { Route } from './+types/newsletter';

/** The path of the page the form was on, if it is on this site (its query gives way to the outcome's). */
function sameSitePage(request: Request): string | null {
  const page = sameOriginTarget(request.headers.get('referer'), new URL(request.url).origin, null);
  return page?.replace(/[?#].*$/s, '') ?? null;
}

/** The message key a page without JavaScript shows at the form: the field's, or the wait's. */
const pageErrorKey = (refusal: Refusal): string =>
  BUSY_STATUSES.has(refusal.status) ? 'errors.busy.later' : (refusal.fields[0]?.message ?? 'validation.invalid');

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const email = String(form.get('email') ?? '');
  const page = form.get('_js') === '1' ? null : sameSitePage(request);
  try {
    await createApi(request, context).post('/subscriptions/newsletter', { body: { email } });
  } catch (error) {
    // Bad input or a busy API (429, 503) is the form's to say; anything else fails the page.
    const refusal = refusalOf(error);
    if (page) return redirect(`${page}?subscribeError=${encodeURIComponent(pageErrorKey(refusal))}`);
    return data(refusal, { status: refusal.status });
  }
  if (page) return redirect(`${page}?subscribed=1`);
  return { ok: true as const, fields: [] };
}
