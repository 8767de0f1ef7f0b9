/**
 * Loaders' and actions' way to the API (the client of api.ts): it forwards the shopper's cookies,
 * language (a back-office preview's own: lib/preview-locale.ts) and host, and goes in-process when web and API share a process (the load context's apiFetch).
 * An answer with a Location header (a moved page) is followed as a permanent redirect of the page.
 * A loader's call the API refuses for now (429, 503) answers the page with that status (busyAnswer).
 */
import { BUSY_STATUSES } from '@storefront/domain/errors';
import { apiBase } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { type AppLoadContext, data, redirect } from 'react-router';
import { type Api, ApiError, createApiClient } from './api';
import { previewLocaleHeaders } from './preview-locale';

const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-mobile-app'] as const;

export interface ServerApi extends Api {
  /** Set-Cookie headers the API answered with, to pass on to the browser. */
  setCookies: string[];
}

/** Without a server load context (the Vite dev server) the API is reached over HTTP. */
function apiFetchOf(context: AppLoadContext): AppLoadContext['apiFetch'] {
  if (context.apiFetch) return context.apiFetch;
  const base = process.env.API_URL ?? 'http://127.0.0.1:3001';
  return (path, init) => fetch(new URL(path, base), init);
}

/** What a page that met a busy API (429, 503) draws: the wait, when the API named one. */
export interface BusyPageData {
  retryAfterS: number | null;
}

/**
 * The page's own answer when the API is busy: its status and Retry-After, for the route's error
 * boundary to draw in the shop's frame (never the shop failing, never a 500).
 */
export function busyAnswer(status: number, retryAfter: string | null): Response {
  const seconds = Number(retryAfter);
  const retryAfterS = retryAfter && seconds > 0 ? Math.ceil(seconds) : null;
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (retryAfterS !== null) headers.set('retry-after', String(retryAfterS));
  return new Response(JSON.stringify({ retryAfterS } satisfies BusyPageData), { status, headers });
}

/**
 * For an action whose page has nowhere to say a refusal (a card's add button, a heart, the Pay
 * button): a busy API (429, 503) answers with the shop's busy page and its wait, as a loader's would,
 * rather than a page that silently stayed as it was.
 */
export function rethrowIfBusy(error: unknown): void {
  if (error instanceof ApiError && BUSY_STATUSES.has(error.status))
    throw busyAnswer(error.status, error.retryAfterS === null ? null : String(error.retryAfterS));
}

/** What of a render's state says which route failed, and with which headers (React Router's StaticHandlerContext). */
interface FailedRender {
  matches: readonly { route: { id: string } }[];
  errors: Record<string, unknown> | null;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  loaderHeaders: Record<string, Headers>;
  actionHeaders: Record<string, Headers>;
}

/**
 * The Retry-After of the answer a failed loader or action threw (busyAnswer), for the document:
 * React Router passes on only the cookies of a thrown answer's headers to a route without `headers`.
 * The route that threw is the boundary's or one below it, without data of its own (as React Router finds it).
 */
export function thrownRetryAfter(render: FailedRender): string | null {
  const { errors } = render;
  const boundary = errors ? render.matches.findIndex((m) => m.route.id in errors) : -1;
  if (boundary < 0) return null;
  for (const { route } of render.matches.slice(boundary)) {
    const thrown =
      (!render.actionData || !(route.id in render.actionData) ? render.actionHeaders[route.id] : undefined) ??
      (route.id in render.loaderData ? undefined : render.loaderHeaders[route.id]);
    const retryAfter = thrown?.get('retry-after');
    if (retryAfter) return retryAfter;
  }
  return null;
}

/**
 * A loader's request (GET or HEAD; the loaders after an action get a GET of their own) draws a page:
 * a busy API is the page's status. An action's keeps the ApiError, for the form to say (form-action.server.ts).
 */
const drawsPage = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** The API as the page's shopper: their cookies, language and host; the variant's API base. */
export function createApi(request: Request, context: AppLoadContext): ServerApi {
  const apiFetch = apiFetchOf(context);
  const url = new URL(request.url);
  const forwarded: Record<string, string> = { 'x-forwarded-host': url.host };
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) forwarded[name] = value;
  }
  // A back-office preview in another language asks the API in it, whatever the locale cookie says.
  Object.assign(forwarded, previewLocaleHeaders(url));
  const setCookies: string[] = [];
  const page = drawsPage(request);
  const api = createApiClient(apiBase(variantFromPath(url.pathname) ?? 'ru'), async (path, init) => {
    const response = await apiFetch(path, { ...init, headers: { ...forwarded, ...(init.headers as object) } });
    setCookies.push(...response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) throw redirect(location, 301);
    if (page && BUSY_STATUSES.has(response.status))
      throw busyAnswer(response.status, response.headers.get('retry-after'));
    return response;
  });
  return { ...api, setCookies };
}

/**
 * Rethrows an API refusal as the page's own error: something missing is the 404 'Page Not Found:
 * {path}'; bad input is a 404 too when it came from the path (a route validation failure) or the
 * 400 page when it came from the query; 401/403 keep their status; a busy API's answer (busyAnswer)
 * goes on as it is. Anything else stays a 500.
 */
export function rethrowForPage(error: unknown, pathname: string, badInput: 400 | 404): never {
  if (error instanceof ApiError) {
    const status = error.status === 400 ? badInput : error.status;
    if (status === 404) throw data({ message: `Page Not Found: ${pathname}` }, { status });
    if (status === 400 || status === 401 || status === 403) throw data(null, { status });
  }
  throw error;
}
