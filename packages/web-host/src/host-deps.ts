/**
 * What the web host needs from the process it runs in, as small interfaces: the host imports nothing
 * of the API, and the API's composition (apps/api/src/web/web-handler.ts) hands these in.
 */
import type { HostMap } from '@storefront/domain/variants';
import type { CspSettings } from './csp.ts';
import type { RequestReader } from './page-keys.ts';
import type { EncodingChoice } from './send-page.ts';
import type { ApiFetch } from './web-request.ts';

export interface WebHostConfig extends CspSettings {
  WEB_BUILD_DIR: string;
  isProduction: boolean;
  /** The shop's origin; status pages are drawn at it (else http://localhost:PORT). */
  PUBLIC_URL?: string | undefined;
  PORT: number;
  HOST_MAP: HostMap;
  /** Where `/` redirects, if anywhere. */
  ROOT_REDIRECT?: string | undefined;
  VACANCIES_URL: string;
  /** The page cache's time limit and byte bound; either 0 turns it off. */
  PAGE_CACHE_TTL_S: number;
  PAGE_CACHE_MAX_MB: number;
  /** How long an HTTP cache in front may keep a guest's page (shared-page.ts); s-maxage 0: not at all. */
  HTTP_CACHE_S_MAXAGE_S: number;
  HTTP_CACHE_STALE_S: number;
}

/** The changes that make kept pages stale, as the app emits them (apps/api lib/app-events.ts). */
export type PageInvalidation = 'catalogChanged' | 'contentChanged';

/**
 * What a catalogue change touched, as the app's `catalogChanged` says it: some products (with their
 * categories and those's ancestors), the periodic rebuild, or (undefined) anything.
 */
export type CatalogChangeScope = { products: readonly number[]; categories: readonly number[] } | { refresh: true };

/** A source of those changes: `on` answers the listener's removal. */
export interface InvalidationEvents {
  on(event: PageInvalidation, listener: (scope?: CatalogChangeScope) => void): () => void;
}

/** The facts of a session that shape its shared render: its city. */
export type SessionFactsLookup = (token: string) => Promise<{ cityId: number | null } | null>;

/**
 * A shopper's own layout block (the API's `GET layout/userData` answer: who they are, basket,
 * favourites), as the web build's splice reads it; the host only passes it on.
 */
export type ShopperBlock = {
  isAuthorized: boolean;
  basket: Record<string, number>;
  favourites: number[];
} & Record<string, unknown>;

/** A session's own block by its token (one read); null when the token names no live session. */
export type ShopperBlockLookup = (token: string) => Promise<ShopperBlock | null>;

/** What the host tells the process's metrics: how each page cache lookup went and what it rendered. */
export interface HostMetrics {
  /** hit: a kept page; stale: kept but expired; joined: the render of the same key under way; miss: none. */
  pageLookup(outcome: 'hit' | 'stale' | 'joined' | 'miss'): void;
  /** guest: may be kept; shared: a city's render for shoppers with a session; own: for one shopper. */
  pageRender(kind: 'guest' | 'shared' | 'own'): void;
}

export interface HostDeps {
  config: WebHostConfig;
  /** The API, in this process or over HTTP. */
  apiFetch: ApiFetch;
  /** How the process reads cookies and origins: keys and renders agree with the API on them. */
  reader: RequestReader;
  encoding: EncodingChoice;
  /** Whether an Accept-Encoding header takes gzip: a spliced page is answered in it (gzip-parts.ts). */
  takesGzip?: (acceptEncoding: string | undefined) => boolean;
  /** A session's facts by its token, when this process answers the API too: enables shared renders. */
  sessionFacts?: SessionFactsLookup;
  /**
   * A session's own block, when this process answers the API too: with it (and sessionFacts) a browser
   * without scripts gets the shared render of a `sessionSplice` page with its shopper's parts spliced in.
   */
  shopperBlock?: ShopperBlockLookup;
  /**
   * Runs a page's render within the process's request scope: its API calls are part of an admitted
   * request (never shed) and, for a read (`reading`), share one session lookup.
   */
  renderScope: <T>(render: () => Promise<T>, reading: boolean) => Promise<T>;
  /** The API's 404 body, for an API or picture address that reached the pages. */
  apiNotFound: () => unknown;
  /** Catalogue and content changes of this process (another's expire within PAGE_CACHE_TTL_S). */
  invalidations?: InvalidationEvents;
  metrics?: HostMetrics;
}
