/** What the server hands every loader and action (packages/web-host renderer.ts `PageLoadContext`). */
import type { RewriteMark } from '@storefront/web-host/rewrite-marks';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface WebLoadContext {
  /** Calls the API: in-process when web and API share one process, over HTTP otherwise. */
  apiFetch: ApiFetch;
  /** Where the vacancies route sends shoppers. */
  vacanciesUrl: string;
  /** The nonce of this answer's Content-Security-Policy, for its inline scripts (entry.server.tsx). */
  cspNonce?: string;
  /**
   * The page is the shared render of its city for shoppers with a session (routes.ts `sessionShare`):
   * the API answers as a guest of that city, and the root marks the shopper's block as pending, for
   * the browser to fill in (root.tsx).
   */
  sharedSession?: boolean;
  /**
   * The server refused the request (an address too long, too deep or malformed; the process too busy)
   * and asks for the shop's page of this status, drawn from a short address of the variant.
   */
  statusPage?: number;
  /** The hydration rewrite (entry.server.tsx) reports a shape of React Router's output it did not find. */
  rewriteMissed?: (mark: RewriteMark) => void;
}

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
