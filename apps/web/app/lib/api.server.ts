/**
 * Loaders' and actions' way to the API (the client of api.ts): it forwards the shopper's cookies,
 * language (a back-office preview's own: lib/preview-locale.ts) and host, and goes in-process when web and API share a process (the load context's apiFetch).
 * An answer with a Location header (a moved page) is followed as a permanent redirect of the page.
 */
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
  const api = createApiClient(apiBase(variantFromPath(url.pathname) ?? 'ru'), async (path, init) => {
    const response = await apiFetch(path, { ...init, headers: { ...forwarded, ...(init.headers as object) } });
    setCookies.push(...response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) throw redirect(location, 301);
    return response;
  });
  return { ...api, setCookies };
}

/**
 * Rethrows an API refusal as the page's own error: something missing is the 404 'Page Not Found:
 * {path}'; bad input is a 404 too when it came from the path (a route validation failure) or the
 * 400 page when it came from the query; 401/403 keep their status. Anything else stays a 500.
 */
export function rethrowForPage(error: unknown, pathname: string, badInput: 400 | 404): never {
  if (error instanceof ApiError) {
    const status = error.status === 400 ? badInput : error.status;
    if (status === 404) throw data({ message: `Page Not Found: ${pathname}` }, { status });
    if (status === 400 || status === 401 || status === 403) throw data(null, { status });
  }
  throw error;
}
