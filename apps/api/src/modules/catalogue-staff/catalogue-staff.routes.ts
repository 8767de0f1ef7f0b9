/** The back office's catalogue (the `catalogue` role): products with their prices and stock, CSV import and export. */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { getProduct, listProducts, updateProduct } from './products.admin.ts';
import {
  productBody,
  productDetailSchema,
  productListQuery,
  productParams,
  productRowSchema,
} from './products.schemas.ts';

export const catalogueStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:catalogue');
  const tags = ['staff'];

  app.get(
    '/staff/products',
    {
      schema: {
        tags,
        summary: 'Products, published or not: search by article or name, filter by category, brand and publication',
        querystring: productListQuery,
        response: { 200: listPageSchema(productRowSchema), 400: errorEnvelope },
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
};
