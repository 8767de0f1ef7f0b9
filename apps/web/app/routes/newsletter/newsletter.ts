/** The footer subscription form posts here; works with and without JavaScript. */
import { data, redirect } from 'react-router';
import { ApiError, createApi } from '../../lib/api.server';
import type { Route } from './+types/newsletter';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const api = createApi(request, context);
  try {
    await api.send('POST', 'subscriptions/newsletter', { email });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return data({ ok: false as const, fields: error.body?.error.fields ?? [] }, { status: 400 });
    }
    throw error;
  }
  const back = request.headers.get('referer');
  if (!request.headers.get('x-fetch') && back) {
    const url = new URL(back);
    if (url.host === new URL(request.url).host) return redirect(`${url.pathname}?subscribed=1`);
  }
  return { ok: true as const, fields: [] };
}
