/** React Router's request handler of the web build: what the host's render stage calls. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LocaleTag, VariantKey } from '@storefront/domain/variants';
import type { createRequestHandler as CreateRequestHandler, ServerBuild } from 'react-router';
import type { ShopperBlock } from './host-deps.ts';
import type { RewriteMark } from './rewrite-marks.ts';

/** What the host hands every loader and action (apps/web/app/lib/load-context.ts declares the same for the pages). */
export interface PageLoadContext {
  /** Calls the API as the shopper (or as a shared render's city). */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  vacanciesUrl: string;
  /** The nonce of this answer's Content-Security-Policy, for its inline scripts. */
  cspNonce: string;
  /** The page is its city's shared render: no shopper's data, the shopper's block left for the browser. */
  sharedSession?: boolean;
  /** Draw the shop's page for this status (a refused request). */
  statusPage?: number;
  /** The hydration rewrite (entry.server.tsx) reports an expected shape it did not find. */
  rewriteMissed: (mark: RewriteMark) => void;
}

export type RenderPage = (request: Request, context: PageLoadContext) => Promise<Response>;

/**
 * The web build's shopper parts of a shared render (apps/web shell/shopper-splice.server.ts, decision
 * 047): found once per kept page, filled in per answer; null when the page lacks the parts.
 */
export type ShopperSlotsOf = (
  html: string,
  variant: VariantKey,
) => {
  /**
   * The page for `user` in pieces, in order; a piece given as the same object from answer to answer is
   * the kept page's own, the same for everyone it is given to (its compressed copy is kept: gzip-parts.ts).
   */
  parts(user: ShopperBlock, place: { locale: LocaleTag; variant: VariantKey }): Uint8Array[];
} | null;

/** The build's splice, if it has one. */
export async function loadSplicer(buildDir: string): Promise<ShopperSlotsOf | null> {
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const { shopperSlots } = build.entry.module as unknown as { shopperSlots?: ShopperSlotsOf };
  return shopperSlots ?? null;
}

/** The build's request handler: React Router as the build carries it (its production build), not the package's default. */
export async function loadRenderer(buildDir: string, isProduction: boolean): Promise<RenderPage> {
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const { createRequestHandler } = build.entry.module as unknown as {
    createRequestHandler: typeof CreateRequestHandler;
  };
  const handle = createRequestHandler(build, isProduction ? 'production' : 'development');
  return (request, context) => handle(request, context as never);
}
