import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';
import { productDeliverySchema } from '../delivery/delivery.schemas.ts';

export const basketItemBody = z.object({
  productId: z
    .number()
    .int()
    .positive()
    .describe(
      'The SKU id (a product in one size). A product id is accepted too when no SKU has that id and the product has exactly one SKU.',
    ),
  quantity: z.number().int().min(0).max(999).describe('0 removes the line; more than is available is capped'),
  showDeliveryData: z.boolean().optional().describe('the product page asks for the delivery summary back'),
});
export type BasketItemBody = z.infer<typeof basketItemBody>;

export const basketCountsSchema = z.record(z.string(), z.number().int()).describe('SKU id → quantity');

export const basketItemResult = z.object({
  productId: z.number().int().describe('the SKU id the line is kept under'),
  quantity: z.number().int(),
  maxAvailable: z.number().int(),
  capped: z.boolean().describe('the asked quantity was more than is available'),
  basket: basketCountsSchema,
  delivery: productDeliverySchema.nullable().describe('with showDeliveryData: the product page’s delivery block'),
});
export type BasketItemResult = z.infer<typeof basketItemResult>;

export const basketLineSchema = z.object({
  productId: z.number().int().describe('SKU id'),
  itemId: z.number().int().describe('product id'),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  size: z.string().nullable(),
  colour: z.string(),
  price: moneySchema,
  oldPrice: moneySchema.nullable(),
  quantity: z.number().int(),
  maxAvailable: z.number().int(),
  postponed: z.boolean(),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketSchema = z.object({
  items: z.array(basketLineSchema),
  totalQuantity: z.number().int(),
  total: moneySchema,
});
export type Basket = z.infer<typeof basketSchema>;
