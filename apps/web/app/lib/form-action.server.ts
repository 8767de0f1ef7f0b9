/**
 * What the web's form actions share: the page the form was posted from, the API as that page's
 * shopper, the way back to the page with the cookies the API set (a guest's new session), and a
 * refused write as data the page shows at its fields.
 */
import { BUSY_STATUSES } from '@storefront/domain/errors';
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from './api';
import { createApi, type ServerApi } from './api.server';
import type { Refusal } from './field-messages';

/**
 * The posted form. A body that is no form (a broken multipart body, another type) is the sender's
 * mistake: the answer is 400 with the error page, never a server error.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: 'The form could not be read' }, { status: 400 });
  }
}

/** The form's `back` field when a browser would read it as a page of this site, otherwise the home page. */
export function backPath(form: FormData, request: Request): string {
  const back = form.get('back');
  return sameOriginTarget(typeof back === 'string' ? back : null, new URL(request.url).origin, '/');
}

/**
 * The API as the shopper of the page at `back`: that page's variant, the shopper's cookies; the
 * post's own method, so a busy API's refusal comes back to the form rather than as the page's status.
 */
export function pageApi(request: Request, context: AppLoadContext, back: string): ServerApi {
  return createApi(
    new Request(new URL(back, request.url), { method: request.method, headers: request.headers }),
    context,
  );
}

/** Back to the page, which the browser then loads afresh with the change in it. */
export function redirectBack(back: string, api: ServerApi): Response {
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  return redirect(back, { headers });
}

/** The `_js` field a hydrated form carries (ui/script-mark.tsx): the page handles the answer itself. */
export const sentByScript = (form: FormData): boolean => form.get('_js') === '1';

/** Fields never sent back to the page: the script mark, and secrets (a gift card's PIN). */
const NOT_ECHOED = /^_js$|pin$/i;

/** The form's intent and the text it sent, so a page without JavaScript shows it again. */
function formFacts(form: FormData): Pick<Refusal, 'intent' | 'values'> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !NOT_ECHOED.test(name)) values[name] = value;
  const intent = form.get('intent');
  return { ...(typeof intent === 'string' ? { intent } : {}), values };
}

/**
 * A refused write (the API's 4xx, or 503: too busy for now) as plain data; a failure of the server
 * (another 5xx, no answer) is rethrown.
 */
export function refusalOf(error: unknown, form?: FormData): Refusal {
  if (!(error instanceof ApiError) || (error.status >= 500 && !BUSY_STATUSES.has(error.status))) throw error;
  return {
    ok: false,
    status: error.status,
    fields: error.fields,
    message: error.body?.error.message ?? null,
    retryAfterS: error.retryAfterS,
    ...(form ? formFacts(form) : {}),
  };
}

/** A refused write as the action's answer: the page renders it at its fields, never as an error page. */
export function refused(error: unknown, form?: FormData) {
  const refusal = refusalOf(error, form);
  return data(refusal, { status: refusal.status });
}

/**
 * A write done: a page with scripts takes `ok` and what the write answered (its loaders run again
 * unless the route keeps them); a plain form reloads `path`.
 */
export function done<Answer extends object = object>(form: FormData, path: string, api: ServerApi, answer?: Answer) {
  if (!sentByScript(form)) return redirectBack(path, api);
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  return data({ ...(answer as Answer), ok: true as const }, { headers });
}
