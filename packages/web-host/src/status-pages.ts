/**
 * The shop's page for a refused request (apps/api plugins/refusals.ts), by status and variant: drawn
 * once from a short address of the variant (never the refused one), at the shop's own origin and
 * with nobody's headers, then sent from memory like a cached page. The busy page (503) is drawn
 * before the first request: under load nothing is rendered to refuse one.
 */
import {
  DEFAULT_VARIANT,
  type HostMap,
  hostVariant,
  type VariantKey,
  variantFromPath,
  variantPrefixPath,
} from '@storefront/domain/variants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, cachePage, freshNonce } from './cached-page.ts';
import type { RenderPage } from './renderer.ts';
import type { RewriteMark } from './rewrite-marks.ts';

/**
 * Sends the shop's page for a status and says whether it did; `drawnOnly`: only if it is already
 * drawn (nothing is rendered to refuse a request under load).
 */
export type StatusPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options?: { drawnOnly?: boolean },
) => Promise<boolean>;

export interface StatusDrawing {
  render: RenderPage;
  /** The shop's own origin, the status pages' links are built from. */
  origin: string;
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  vacanciesUrl: string;
  rewriteMissed: (mark: RewriteMark) => void;
}

export class StatusPages {
  private readonly pages = new Map<string, CachedPage>();
  private readonly drawing = new Map<string, Promise<CachedPage>>();

  constructor(private readonly drawer: StatusDrawing) {}

  /** The page if it is drawn already. */
  drawn(variant: VariantKey, status: number): CachedPage | undefined {
    return this.pages.get(`${status} ${variant}`);
  }

  /** The drawn page, or its drawing (one at a time per key, however many refusals wait for it). */
  page(variant: VariantKey, status: number): CachedPage | Promise<CachedPage> {
    const key = `${status} ${variant}`;
    const page = this.pages.get(key);
    if (page) return page;
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.draw(variant, status)
        .then((drawn) => {
          this.pages.set(key, drawn);
          return drawn;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  private async draw(variant: VariantKey, status: number): Promise<CachedPage> {
    const { render, origin, apiFetch, vacanciesUrl, rewriteMissed } = this.drawer;
    const nonce = freshNonce();
    const response = await render(new Request(`${origin}${variantPrefixPath(variant)}/__status/`), {
      cspNonce: nonce,
      apiFetch,
      vacanciesUrl,
      statusPage: status,
      rewriteMissed,
    });
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    return cachePage({ status, headers, text: await response.text(), nonce });
  }
}

/** The variant of a refused request: its forwarded host, its address's prefix, its host, else the default. */
export function refusedVariant(request: FastifyRequest, hostMap: HostMap): VariantKey {
  const url = request.originalUrl ?? request.url;
  const forwardedHost = request.headers['x-forwarded-host'];
  return (
    hostVariant(typeof forwardedHost === 'string' ? forwardedHost : undefined, hostMap) ??
    variantFromPath(url.slice(0, 4)) ??
    hostVariant(request.headers.host, hostMap) ??
    DEFAULT_VARIANT
  );
}
