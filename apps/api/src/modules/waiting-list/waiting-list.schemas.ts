import { WAITING_LIST_PAGE_SIZE } from '@storefront/domain/constants';
import { z } from 'zod';
import { pageParam, rowId, rowIdParam } from '../../lib/number-schemas.ts';
import { moneySchema, pictureSchema } from '../../lib/schemas.ts';

export const waitingListBody = z.object({
  productId: rowId().describe(
    'The SKU id (a product in one size); a product id is accepted when the product has one SKU',
  ),
});

export const waitingListParams = z.object({ skuId: rowIdParam() });

export const waitingListQuery = z.object({
  page: pageParam().default(1).describe(`pages of ${WAITING_LIST_PAGE_SIZE}`),
});
export type WaitingListQuery = z.infer<typeof waitingListQuery>;

export const waitingSkuIds = z.object({
  skuIds: z.array(z.number().int()).describe('every SKU the user waits for, latest first'),
  totalWaitingListCount: z.number().int(),
});
export type WaitingSkuIds = z.infer<typeof waitingSkuIds>;

export const waitingListItemSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  url: z.string(),
  image: pictureSchema,
  size: z.string().nullable(),
  price: moneySchema.nullable().describe('null when the product is not sold in this variant'),
  maxAvailable: z.number().int().describe('what the shopper’s city can supply now; above 0 means it is back'),
  addedAt: z.string(),
});

export const waitingListPage = waitingSkuIds.extend({
  items: z.array(waitingListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WaitingListPage = z.infer<typeof waitingListPage>;
