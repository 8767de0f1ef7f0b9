/**
 * What the feeds, sitemaps and robots.txt share: the absolute origin of each variant's pages, the
 * catalogue's version (the change feed's row) that their caching keys on, and the one rule of what
 * is on sale in a variant.
 */
import { variantOrigins } from '@storefront/domain/seo';
import { type HostMap, hostVariant, VARIANT_KEYS, type VariantKey, variantFromPath } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { productPrices } from '../../db/schema/catalog.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { matchesTag } from '../../plugins/revalidation.ts';

export interface SiteDeps {
  db: Db;
  /** The configured public origin; without it, the request's. */
  publicUrl: string | undefined;
  hostMap: HostMap;
}

/** Each variant's absolute origin for links written into a feed or sitemap. */
export function originsOf(request: FastifyRequest, deps: SiteDeps): Record<VariantKey, string> {
  const fallback = deps.publicUrl ?? requestOrigin(request, { PUBLIC_URL: undefined, HOST_MAP: deps.hostMap });
  return variantOrigins(fallback, deps.hostMap);
}

function hostOf(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  return typeof forwarded === 'string' && forwarded ? forwarded : request.host;
}

/**
 * The variant of a feed, sitemap or robots.txt address: its path prefix, else the variant the host
 * map gives the host, else the default one.
 */
export function variantOfAddress(request: FastifyRequest, hostMap: HostMap): VariantKey {
  return variantFromPath(request.url) ?? hostVariant(hostOf(request), hostMap) ?? 'ru';
}

/**
 * The variants a host's root robots.txt speaks for: the host's own one when the host map names it,
 * else every variant without a host of its own (they share this host under their path prefixes).
 */
export function variantsOfHost(request: FastifyRequest, hostMap: HostMap): VariantKey[] {
  const own = hostVariant(hostOf(request), hostMap);
  if (own) return [own];
  const mapped = new Set(Object.values(hostMap));
  return VARIANT_KEYS.filter((v) => !mapped.has(v));
}

export interface CatalogStamp {
  version: number;
  changedAt: Date;
}

/** The catalogue's version and when it last moved (modules/catalog/catalog-changes.ts raises it). */
export async function catalogStamp(db: Db): Promise<CatalogStamp> {
  const [row] = await queryRows<{ version: string | number; changed_at: string | Date }>(
    db,
    sql`select version, changed_at from catalog_version where id = 1`,
  );
  return { version: Number(row?.version ?? 0), changedAt: new Date(row?.changed_at ?? 0) };
}

/**
 * Products on sale in a variant (alias p): published and priced there, the rule the product page
 * answers by (product.service.ts); everything else is absent from that variant's feeds and sitemaps.
 */
export function onSaleInVariantSql(variant: VariantKey): SQL {
  return sql`p.published and exists (select 1 from ${productPrices} pv
    where pv.product_id = p.id and pv.variant = ${variant})`;
}

/** HTTP dates have whole seconds. */
export function httpDate(at: Date): string {
  return new Date(Math.floor(at.getTime() / 1000) * 1000).toUTCString();
}

/**
 * Conditional GET for an answer whose tag and date are known before it is made: sets ETag and
 * Last-Modified, and answers true (having sent 304) when the client's copy is current, so a crawler
 * polling an unchanged feed costs one primary-key read.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string, lastModified?: Date): boolean {
  reply.header('etag', etag);
  if (lastModified) reply.header('last-modified', httpDate(lastModified));
  const ifNoneMatch = request.headers['if-none-match'];
  const fresh =
    ifNoneMatch !== undefined
      ? matchesTag(ifNoneMatch, etag)
      : lastModified !== undefined &&
        since(request.headers['if-modified-since']) >= Math.floor(lastModified.getTime() / 1000) * 1000;
  if (fresh) void reply.code(304).send();
  return fresh;
}

function since(header: string | undefined): number {
  const at = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}
