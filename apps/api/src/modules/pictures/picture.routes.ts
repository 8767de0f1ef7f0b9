/** `/images/p/{id}/{width}.{avif|webp|jpg}`: the derived sizes of stored pictures, cached for ever. */
import { PICTURE_FORMATS, PICTURE_ID, type PictureFormat } from '@storefront/domain/pictures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { IMMUTABLE } from '../../lib/cache-control.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { type ColourCheck, pictureSize } from './picture-sizes.ts';

/** A size's file name: `{width}.{format}`. */
export const PICTURE_FILE = new RegExp(`^(\\d{3,4})\\.(${PICTURE_FORMATS.join('|')})$`);

export const pictureRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage; colourKnown: ColourCheck }> = async (
  app,
  { storage, colourKnown },
) => {
  declareAccess(app, 'public');
  app.get(
    '/images/p/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().regex(PICTURE_ID), file: z.string().regex(PICTURE_FILE) }),
      },
    },
    async (request, reply) => {
      const [, width, format] = PICTURE_FILE.exec(request.params.file) as unknown as [string, string, PictureFormat];
      const image = await pictureSize(storage, request.params.id, Number(width), format, colourKnown);
      if (!image) throw notFound('Image not found');
      return reply
        .headers({ 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' })
        .type(image.contentType)
        .send(image.body);
    },
  );
};
