/**
 * The footer subscription form posts here. With JavaScript (the `_js` field) the answer comes back
 * as data; without it the shopper is sent back to the page with the outcome in the query.
 */
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { Route } from './+types/newsletter';

/** The path of the page the form was on, if it is on this site (its query gives way to the outcome's). */
function sameSitePage(request: Request): string | null {
  const page = sameOriginTarget(request.headers.get('referer'), new URL(request.url).origin, null);
  return page?.replace(/[?#].*$/s, '') ?? null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const page = form.get('_js') === '1' ? null : sameSitePage(request);
  try {
    await createApi(request, context).post('/subscriptions/newsletter', { body: { email } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    const fields = error.body?.error.fields ?? [];
    if (page)
      return redirect(`${page}?subscribeError=${encodeURIComponent(fields[0]?.message ?? 'validation.invalid')}`);
    return data({ ok: false as const, fields }, { status: 400 });
  }
  if (page) return redirect(`${page}?subscribed=1`);
  return { ok: true as const, fields: [] };
}
