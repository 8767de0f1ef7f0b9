/**
 * The browser's way to the API for interactive writes (favourites, basket, login): same-origin
 * fetch, so the session cookie travels and the API's Set-Cookie reaches the browser directly.
 * A 401 from any call is reported to the listeners (the user state opens the login prompt).
 */
import type { ApiErrorBody, FieldError } from '@storefront/domain/errors';
import { apiBase } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';

export class ClientApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** Seconds the API asked to wait (Retry-After), for rate-limited calls. */
    readonly retryAfterS: number | null,
  ) {
    super(body?.error.message ?? `API answered ${status}`);
  }

  get fields(): FieldError[] {
    return this.body?.error.fields ?? [];
  }
}

const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type QueryValue = string | number | boolean | undefined;

export async function clientApi<T>(
  variant: VariantKey,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, QueryValue>;
    headers?: Record<string, string>;
    /** Lets the request outlive the page (a write flushed as the shopper leaves). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...options.headers },
    ...(options.keepalive ? { keepalive: true } : {}),
  };
  if (options.body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(`${apiBase(variant)}/${path}${qs ? `?${qs}` : ''}`, init);
  const json = (await response.json().catch(() => null)) as { data: T } | ApiErrorBody | null;
  if (!response.ok || !json || !('data' in json)) {
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    const retry = Number(response.headers.get('retry-after'));
    throw new ClientApiError(response.status, json && 'error' in json ? json : null, retry > 0 ? retry : null);
  }
  return json.data;
}
