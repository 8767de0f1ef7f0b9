/**
 * robots.txt, the sitemaps and the product feeds of each variant, at the addresses the domain gives
 * them (packages/domain/src/seo.ts). They are not part of the JSON API: plain text and XML, outside
 * /api/v1, public, and out of the OpenAPI document.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  FEED_FORMATS,
  feedPath,
  parseSitemapFile,
  robotsPath,
  robotsTxt,
  sitemapFilePattern,
  sitemapIndexPath,
} from '@storefront/domain/seo';
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { acceptsGzip } from '../../lib/accept-encoding.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { etagOf } from '../../plugins/revalidation.ts';
import { FeedCache } from './feed-cache.ts';
import { FEEDS } from './feeds.ts';
import { catalogStamp, notModified, originsOf, type SiteDeps, variantOfAddress, variantsOfHost } from './site.ts';
import { sitemapFileXml, sitemapIndexXml } from './sitemap.service.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep these for an hour and then ask again (ETag and Last-Modified make that cheap). */
const CACHE_CONTROL = 'public, max-age=3600';

/** A small answer made in full: tagged by its bytes, 304 when unchanged. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, type: string, body: string, lastModified?: Date) {
  if (notModified(request, reply, etagOf(body), lastModified)) return reply;
  return reply.type(type).header('cache-control', CACHE_CONTROL).send(body);
}

export interface SeoDeps extends SiteDeps {
  /** Where feeds are kept between catalogue changes (DATA_DIR/feeds). */
  dataDir: string;
  /**
   * The replica's reads (decision 042): sitemaps and feeds read their products there, with the same
   * lag, skip and read-your-writes rules as the product page; the category tree is the process's
   * dictionary of `db`, the primary.
   */
  readDb: ReadDb;
}

export const seoRoutes: FastifyPluginAsyncZod<SeoDeps> = async (app, deps) => {
  declareAccess(app, 'public');
  const feeds = new FeedCache(join(deps.dataDir, 'feeds'));
  const fileParams = z.object({ file: z.string().max(40) });

  for (const variant of VARIANT_KEYS) {
    // The root robots.txt speaks for every variant the host serves; a prefixed one for its variant.
    const robotsVariants = (request: FastifyRequest): VariantKey[] =>
      variant === 'ru' ? variantsOfHost(request, deps.hostMap) : [variant];

    app.get(robotsPath(variant), { schema: { hide: true } }, async (request, reply) =>
      sendTagged(
        request,
        reply,
        'text/plain; charset=utf-8',
        robotsTxt(robotsVariants(request), originsOf(request, deps)),
      ),
    );

    app.get(sitemapIndexPath(variant), { schema: { hide: true } }, async (request, reply) => {
      const v = variantOfAddress(request, deps.hostMap);
      const body = await deps.readDb(request, (db) =>
        sitemapIndexXml(db, v, originsOf(request, deps)[v], undefined, deps.db),
      );
      return sendTagged(request, reply, XML, body);
    });

    app.get(sitemapFilePattern(variant), { schema: { hide: true, params: fileParams } }, async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      if (!file) throw notFound('No such sitemap');
      const v = variantOfAddress(request, deps.hostMap);
      const origin = originsOf(request, deps)[v];
      if (file.section !== 'products') {
        const body = await deps.readDb(request, async (db) => {
          const xml = await sitemapFileXml(db, v, origin, file.section, file.page, undefined, deps.db);
          if (!xml) return null;
          const parts: string[] = [];
          for await (const part of xml) parts.push(part);
          return parts.join('');
        });
        if (body === null) throw notFound('No such sitemap');
        return sendTagged(request, reply, XML, body);
      }
      // Up to 50,000 product addresses: tagged by the catalogue's version before they are read, then
      // streamed. The version is read where the products will be (a replica's, which is its own): a
      // replica that fails that read is passed over for the primary, and the file is read from that one.
      const { db, stamp } = await deps.readDb(request, async (db) => ({ db, stamp: await catalogStamp(db) }));
      const etag = etagOf(`${origin}|${v}|${file.page}|${stamp.version}`);
      if (notModified(request, reply, etag, stamp.changedAt)) return reply;
      const xml = await sitemapFileXml(db, v, origin, file.section, file.page, undefined, deps.db);
      if (!xml) throw notFound('No such sitemap');
      return reply.type(XML).header('cache-control', CACHE_CONTROL).send(Readable.from(xml));
    });

    for (const format of FEED_FORMATS) {
      app.get(feedPath(format, variant), { schema: { hide: true } }, async (request, reply) => {
        const v = variantOfAddress(request, deps.hostMap);
        const origin = originsOf(request, deps)[v];
        const key = FeedCache.key(format, v, origin);
        // The version is read on the database the feed is then read from (the replica when it serves): a
        // feed is kept as the version of the rows it was made of, never as a newer one a replica behind
        // has not yet replayed. A replica failing the read or the feed is passed over for the primary.
        const file = await deps.readDb(request, async (db) => {
          const stamp = await catalogStamp(db);
          // Known before the feed is read: an unchanged catalogue answers 304 for one primary-key read.
          if (notModified(request, reply, etagOf(`${key}|${stamp.version}`), stamp.changedAt)) return null;
          return feeds.file(key, stamp.version, () =>
            FEEDS[format]({ db, dictionaryDb: deps.db, variant: v, origin, generatedAt: new Date() }),
          );
        });
        if (file === null) return reply;
        reply.type(XML).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
        if (!acceptsGzip(request.headers['accept-encoding']))
          return reply.send(createReadStream(file).pipe(createGunzip()));
        const { size } = await stat(file);
        return reply.header('content-encoding', 'gzip').header('content-length', size).send(createReadStream(file));
      });
    }
  }
};
