/**
 * The one typed client loaders and actions use to reach the API. It forwards the shopper's
 * cookies, language and host, picks the variant's API base, and unwraps `{data}`.
 */
import type { ApiErrorBody } from '@storefront/domain/errors';
import { apiBase } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { type AppLoadContext, data } from 'react-router';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `API answered ${status}`);
  }
}

const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-mobile-app'] as const;

export interface Api {
  get<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<T>;
  send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Set-Cookie headers the API answered with, to pass on to the browser. */
  setCookies: string[];
}

/** Without a server load context (the Vite dev server) the API is reached over HTTP. */
function apiFetchOf(context: AppLoadContext): AppLoadContext['apiFetch'] {
  if (context.apiFetch) return context.apiFetch;
  const base = process.env.API_URL ?? 'http://127.0.0.1:3001';
  return (path, init) => fetch(new URL(path, base), init);
}

export function createApi(request: Request, context: AppLoadContext): Api {
  const apiFetch = apiFetchOf(context);
  const url = new URL(request.url);
  const base = apiBase(variantFromPath(url.pathname) ?? 'ru');
  const headers = new Headers({ accept: 'application/json', 'x-forwarded-host': url.host });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const setCookies: string[] = [];

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, headers: new Headers(headers) };
    if (body !== undefined) {
      (init.headers as Headers).set('content-type', 'application/json');
      init.body = JSON.stringify(body);
    }
    const response = await apiFetch(`${base}/${path}`, init);
    setCookies.push(...response.headers.getSetCookie());
    const json = (await response.json().catch(() => null)) as { data: T } | ApiErrorBody | null;
    if (!response.ok || !json || !('data' in json)) {
      throw new ApiError(response.status, json && 'error' in json ? json : null);
    }
    return json.data;
  }

  return {
    get(path, query) {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
      const qs = search.toString();
      return call('GET', qs ? `${path}?${qs}` : path);
    },
    send: (method, path, body) => call(method, path, body),
    setCookies,
  };
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
