/** The back office's catalogue (the `catalogue` role): products with their prices and stock, the category tree, CSV import and export. */

import { CATALOGUE_LIMITS } from '@storefront/domain/catalog-ops';
import { contentLang } from '@storefront/domain/i18n/translate';
import { PICTURE_LIMITS } from '@storefront/domain/pictures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { acceptImageBodies, IMAGE_BODY_TYPES } from '../../lib/image-bodies.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { requireStaff } from '../identity/require-user.ts';
import { writeCsv } from './catalog-csv.ts';
import { exportCatalogue } from './catalog-export.ts';
import { createImport, getImport, listImports } from './catalog-import.ts';
import { listCategories, updateCategory } from './categories.admin.ts';
import { categoryBody, categoryParams, categoryRowSchema } from './categories.schemas.ts';
import { addProductImage, setProductImages } from './product-images.ts';
import { getProduct, listProducts, updateProduct } from './products.admin.ts';
import {
  importBody,
  importParams,
  importSchema,
  productBody,
  productDetailSchema,
  productImageQuery,
  productImagesBody,
  productListQuery,
  productPageSchema,
  productParams,
} from './products.schemas.ts';

export const catalogueStaffRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobQueue; storage: ImageStorage }> = async (
  app,
  { db, jobs, storage },
) => {
  declareAccess(app, 'staff:catalogue');
  const tags = ['staff'];
  acceptImageBodies(app);

  app.get(
    '/staff/products',
    {
      schema: {
        tags,
        summary:
          'Products, published or not: search by article or name, filter by category, brand and publication; paged by keyset (after/before)',
        querystring: productListQuery,
        response: { 200: productPageSchema, 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listProducts(db, request.query, contentLang(request.locale)) }),
  );

  app.get(
    '/staff/products/:id',
    {
      schema: {
        tags,
        summary: 'A product’s texts in every language, prices per variant, SKUs with stock per store, and the stores',
        params: productParams,
        response: { 200: envelope(productDetailSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getProduct(db, request.params.id, contentLang(request.locale)) }),
  );

  app.put(
    '/staff/products/:id',
    {
      schema: {
        tags,
        summary:
          'Saves what is given of a product’s texts, publication, prices (null: not sold in the variant) and stock; every process shows it within seconds',
        params: productParams,
        body: productBody,
        response: { 200: envelope(productDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateProduct(tx, request.params.id, request.body, staff.id));
      return { data: await getProduct(db, request.params.id, contentLang(request.locale)) };
    },
  );

  app.post(
    '/staff/products/:id/images',
    {
      schema: {
        tags,
        summary: `Adds a picture after the product’s others (the body: JPEG, PNG, WebP or AVIF bytes up to ${PICTURE_LIMITS.bytes / 2 ** 20} MB, at most ${CATALOGUE_LIMITS.images} pictures; the same picture twice is one); 400 on field "image" naming the file. Several may be sent at once: each is added as it arrives, and PUT …/images orders them (the first is the main picture)`,
        consumes: IMAGE_BODY_TYPES,
        params: productParams,
        querystring: productImageQuery,
        body: z.instanceof(Buffer).describe('the picture’s bytes'),
        response: { 201: envelope(productDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const upload = { body: request.body, fileName: request.query.name ?? '' };
      await addProductImage(db, storage, request.params.id, upload, staff.id);
      return reply.status(201).send({ data: await getProduct(db, request.params.id, contentLang(request.locale)) });
    },
  );

  app.put(
    '/staff/products/:id/images',
    {
      schema: {
        tags,
        summary:
          'Orders the product’s pictures as listed (by key) with their alt texts per language; a picture left out is removed',
        params: productParams,
        body: productImagesBody,
        response: { 200: envelope(productDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => setProductImages(tx, request.params.id, request.body, staff.id));
      return { data: await getProduct(db, request.params.id, contentLang(request.locale)) };
    },
  );

  app.get(
    '/staff/categories',
    {
      schema: {
        tags,
        summary: 'The whole category tree, ordered by path',
        response: { 200: envelope(z.array(categoryRowSchema)) },
      },
    },
    async () => ({ data: await listCategories(db) }),
  );

  app.put(
    '/staff/categories/:id',
    {
      schema: {
        tags,
        summary:
          'Renames a category, changes its slug or moves it under another parent; its old path (and its subcategories’) answers with a 301 to the new one',
        params: categoryParams,
        body: categoryBody,
        response: { 200: envelope(z.array(categoryRowSchema)), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateCategory(tx, request.params.id, request.body, staff.id));
      return { data: await listCategories(db) };
    },
  );

  const csv = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
  });

  app.get(
    '/staff/catalogue/export.csv',
    {
      schema: {
        tags,
        summary: 'The whole catalogue as CSV in the import’s format (docs/catalog-csv.md), streamed',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.headers(csv('catalogue.csv')).send(writeCsv(exportCatalogue(db)) as never),
  );

  app.get(
    '/staff/catalogue/template.csv',
    {
      schema: {
        tags,
        summary: 'A CSV template: every column, and the first product as an example row',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply.headers(csv('catalogue-template.csv')).send(writeCsv(exportCatalogue(db, 1)) as never),
  );

  app.post(
    '/staff/catalogue/imports',
    {
      // Base64 makes the file a third larger; the API's own limit is the file's (400 tooLarge).
      bodyLimit: Math.ceil((CATALOGUE_LIMITS.maxImportBytes * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        summary:
          'Uploads a CSV of products, prices and stock and queues its import; 400 on the file (encoding, columns, size)',
        body: importBody,
        response: { 201: envelope(importSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const bytes = Buffer.from(request.body.contentBase64, 'base64');
      const id = await createImport(db, jobs, { fileName: request.body.fileName, bytes, staffId: staff.id });
      return reply.status(201).send({ data: await getImport(db, id) });
    },
  );

  app.get(
    '/staff/catalogue/imports',
    {
      schema: {
        tags,
        summary: 'The latest 20 imports with their progress',
        response: { 200: envelope(z.array(importSchema)) },
      },
    },
    async () => ({ data: await listImports(db) }),
  );

  app.get(
    '/staff/catalogue/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import’s progress (rows done / total), outcome and per-row errors (line, column, message)',
        params: importParams,
        response: { 200: envelope(importSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getImport(db, request.params.id) }),
  );
};
