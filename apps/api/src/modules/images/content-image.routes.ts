/**
 * Content pictures and shop photos (`/images/content/{key}`) from the image storage. A `w` of 600
 * asks for the card size: a stored `{name}.w600.{ext}` is used when present, else the original.
 * Seeded demo keys (`demo/…`) that the storage does not hold are drawn on request: looks 3:4,
 * shop photos (`demo/shop/…`) 4:3, the others 16:9.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { declareAccess } from '../../plugins/access.ts';
import { IMAGE_KEY, type ImageStorage } from '../../providers/images/image-storage.ts';
import { renderDemoPicture } from './demo-picture.ts';

const HEADERS = {
  'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};
const SVG = 'image/svg+xml; charset=utf-8';

const sized = (key: string, w: number) => key.replace(/(\.[a-z0-9]+)$/i, `.w${w}$1`);

export const contentImageRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (app, { storage }) => {
  declareAccess(app, 'public');
  app.get(
    '/images/content/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().regex(IMAGE_KEY) }),
        querystring: z.object({ w: z.coerce.number().int().min(100).max(2400).optional() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (key.split('/').includes('..')) throw notFound('Image not found');
      const w = request.query.w;
      const stored = (w ? await storage.get(sized(key, w)) : null) ?? (await storage.get(key));
      if (stored) return reply.headers(HEADERS).type(stored.contentType).send(stored.body);
      if (!key.startsWith('demo/') || !key.endsWith('.svg')) throw notFound('Image not found');
      const shop = key.startsWith('demo/shop/');
      const tall = key.startsWith('demo/look/');
      const width = w ?? (tall ? 600 : shop ? 800 : 1200);
      const height = Math.round(width * (tall ? 4 / 3 : shop ? 3 / 4 : 9 / 16));
      // Shop photos keep the drawing of their former address /images/shops/{id}/{n}.svg.
      const drawn = shop ? key.slice('demo/'.length) : key;
      return reply
        .headers(HEADERS)
        .type(SVG)
        .send(renderDemoPicture(drawn, width, height));
    },
  );
};
