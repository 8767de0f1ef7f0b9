/**
 * Product and category pictures, drawn as SVG on request and cached by browsers for a long time: the
 * fallback of a product without photographs of its own. A product's drawn pictures also as PNG
 * (`{n}.png`, for shopping feeds and link previews), rendered once and kept in the image storage
 * (drawn-raster.ts).
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import { pictureUrl } from '@storefront/domain/pictures';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/schema/catalog.ts';
import { notFound } from '../../errors.ts';
import { IMMUTABLE } from '../../lib/cache-control.ts';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { storedPicture } from '../catalog/product-pictures.ts';
import { renderCategoryBanner } from './category-banner.ts';
import { drawnPng } from './drawn-raster.ts';
import { findCategorySubject, findProductImageSubject } from './image-subjects.ts';
import { renderProductImage } from './product-image.ts';
import { type ShapeName, shapeFor } from './product-shapes.ts';

/**
 * The kinds of goods of a category, each once: its leaves' first (a 'Cookware' tile shows a saucepan,
 * not the kitchen's teapot), in path order, then its own.
 */
const goodsOf = (paths: readonly string[]): ShapeName[] => {
  const depth = (path: string) => path.split('/').length;
  const ordered = [...paths].sort((a, b) => depth(b) - depth(a) || a.localeCompare(b));
  return [...new Set(ordered.map((path) => shapeFor(path)))].filter((shape) => shape !== 'box');
};

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** The size an old address of a product's own picture leads to. */
const REDIRECT_WIDTH = 1280;

const PNG_HEADERS = {
  'content-type': 'image/png',
  'x-content-type-options': 'nosniff',
};

export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ImageStorage }> = async (app, { db, storage }) => {
  declareAccess(app, 'public');
  app.get(
    '/images/products/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          id: rowIdParam(),
          file: z.string().regex(/^[1-9]\.(svg|png)$/),
        }),
        querystring: z.object({
          v: z
            .string()
            .regex(/^\d{1,12}$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const index = Number(request.params.file[0]);
      const png = request.params.file.endsWith('.png');
      // Pages link a product's own pictures by their ids; an address of the drawn picture it replaced
      // (an old link, a cached feed) leads to a JPEG of it for a few minutes, so a reordered gallery shows soon.
      const [own] = await db
        .select({
          key: productImages.key,
          width: productImages.width,
          height: productImages.height,
          placeholder: productImages.placeholder,
        })
        .from(productImages)
        .where(and(eq(productImages.productId, request.params.id), eq(productImages.position, index - 1)));
      if (own)
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(pictureUrl(storedPicture(own), REDIRECT_WIDTH, 'jpg'));
      const row = await findProductImageSubject(db, request.params.id);
      if (!row || index > row.count) throw notFound('Image not found');
      const drawing = { productId: row.id, index, colourHex: row.hex, shape: shapeFor(row.path, row.name.en) };
      if (png) {
        // The title is not drawn: one PNG serves every language.
        const body = await drawnPng(storage, renderProductImage({ ...drawing, label: '' }));
        return (
          reply
            .headers(PNG_HEADERS)
            // A versioned PNG address (`?v=`) never changes its bytes; an unversioned one is kept like the SVG.
            .header('cache-control', request.query.v ? IMMUTABLE : SVG_HEADERS['cache-control'])
            .send(body)
        );
      }
      const label = row.name[contentLang(request.locale)];
      return reply.headers(SVG_HEADERS).send(renderProductImage({ ...drawing, label }));
    },
  );

  app.get(
    '/images/categories/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const row = await findCategorySubject(db, id);
      if (!row) throw notFound('Image not found');
      return reply.headers(SVG_HEADERS).send(
        renderProductImage({
          productId: id,
          index: 1,
          colourHex: '#c8b79a',
          shape: goodsOf(row.paths)[0] ?? 'box',
          label: row.name[contentLang(request.locale)],
        }),
      );
    },
  );

  app.get(
    '/images/categories/banners/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const row = await findCategorySubject(db, id);
      if (!row) throw notFound('Image not found');
      const label = row.name[contentLang(request.locale)];
      return reply
        .headers(SVG_HEADERS)
        .send(renderCategoryBanner({ categoryId: id, shapes: goodsOf(row.paths), label }));
    },
  );

  // The home page's hero: the goods of each department together.
  app.get('/images/home/hero.svg', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers(SVG_HEADERS)
      .send(renderCategoryBanner({ categoryId: 0, shapes: ['teapot', 'vase', 'dress', 'giftBox'], label: '' })),
  );
};
