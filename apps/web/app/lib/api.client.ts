/**
 * The browser's way to the API for interactive calls (favourites, basket, login): the client of
 * api.ts over same-origin fetch, so the session cookie travels and the API's Set-Cookie reaches the
 * browser directly. A 401 from any call is reported to the listeners (the user state opens the login prompt).
 * Calls send credentials and the page's host as the forwarded host, and idempotent ones are retried (retry.ts).
 * On a back-office preview in another language they ask in the preview's language (preview-locale.ts),
 * as the page's loaders did.
 */
import { apiBase } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { type Api, createApiClient, loadCallUrls } from './api';
import { previewLocaleHeaders } from './preview-locale';
import { retryingTransport } from './retry';

// The address builder's code (api-url.ts) is not needed to draw the page: it is fetched alongside the
// page's scripts rather than among them, and is there before the shopper's first action.
if (typeof window !== 'undefined') void loadCallUrls().catch(() => {});

const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const clients = new Map<VariantKey, Api>();

/** The API of the shop's variant, as the browser's shopper. */
export function clientApi(variant: VariantKey): Api {
  let client = clients.get(variant);
  if (!client) {
    client = createApiClient(
      apiBase(variant),
      retryingTransport((url, init) =>
        fetch(url, {
          ...init,
          credentials: 'include',
          headers: {
            'x-forwarded-host': window.location.host,
            // Read at each call: a client navigation may have left the preview.
            ...previewLocaleHeaders(new URL(window.location.href)),
            ...(init.headers as Record<string, string>),
          },
        }),
      ),
      (error) => {
        if (error.status === 401) for (const listener of unauthorizedListeners) listener();
      },
    );
    clients.set(variant, client);
  }
  return client;
}
