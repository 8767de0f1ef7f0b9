/**
 * What the web's form actions share: the page the form was posted from, the API as that page's
 * shopper, and the way back to the page with the cookies the API set (a guest's new session).
 */
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { type AppLoadContext, redirect } from 'react-router';
import { createApi, type ServerApi } from './api.server';

/** The form's `back` field when a browser would read it as a page of this site, otherwise the home page. */
export function backPath(form: FormData, request: Request): string {
  const back = form.get('back');
  return sameOriginTarget(typeof back === 'string' ? back : null, new URL(request.url).origin, '/');
}

/** The API as the shopper of the page at `back`: that page's variant, the shopper's cookies. */
export function pageApi(request: Request, context: AppLoadContext, back: string): ServerApi {
  return createApi(new Request(new URL(back, request.url), { headers: request.headers }), context);
}

/** Back to the page, which the browser then loads afresh with the change in it. */
export function redirectBack(back: string, api: ServerApi): Response {
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  return redirect(back, { headers });
}
