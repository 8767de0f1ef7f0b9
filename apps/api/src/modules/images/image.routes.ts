/** Product and category pictures, drawn as SVG on request and cached by browsers for a long time. */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { declareAccess } from '../../plugins/access.ts';
import { renderCategoryBanner } from './category-banner.ts';
import { findCategoryBannerSubject, findCategoryImageSubject, findProductImageSubject } from './image-subjects.ts';
import { renderProductImage } from './product-image.ts';
import { shapeFor } from './product-shapes.ts';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export const imageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'public');
  app.get(
    '/images/products/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.coerce.number().int().positive().max(2_147_483_647),
          file: z.string().regex(/^[1-9]\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const index = Number(request.params.file[0]);
      const row = await findProductImageSubject(db, request.params.id);
      if (!row || index > row.count) throw notFound('Image not found');
      const label = row.name[contentLang(request.locale)];
      return reply.headers(SVG_HEADERS).send(
        renderProductImage({
          productId: row.id,
          index,
          colourHex: row.hex,
          shape: shapeFor(row.path, row.name.en),
          label,
        }),
      );
    },
  );

  app.get(
    '/images/categories/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const row = await findCategoryImageSubject(db, id);
      if (!row) throw notFound('Image not found');
      return reply.headers(SVG_HEADERS).send(
        renderProductImage({
          productId: id,
          index: 1,
          colourHex: '#c8b79a',
          shape: shapeFor(row.path),
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
      const row = await findCategoryBannerSubject(db, id);
      if (!row) throw notFound('Image not found');
      // The kinds of goods below the category, most specific first, each once.
      const shapes = [...new Set(row.paths.map((path) => shapeFor(path)))].filter((s) => s !== 'box');
      const label = row.name[contentLang(request.locale)];
      return reply.headers(SVG_HEADERS).send(renderCategoryBanner({ categoryId: id, shapes, label }));
    },
  );
};
