/** The lines, places and recipient an order holds, as the checkout quotes them and the order shows them. */
import { z } from 'zod';
import { moneySchema, pictureSchema } from '../../lib/schemas.ts';

export const shipmentPlaceSchema = z
  .object({
    kind: z.enum(['store', 'pickupPoint']),
    id: z.number().int(),
    name: z.string().describe('the shop’s name; for a pickup point its provider'),
    address: z.string(),
  })
  .describe('where the shopper collects the goods (pickup, pickup_later: a shop; pvz: a pickup point)');

export const orderLineSchema = z.object({
  productId: z.number().int().describe('SKU id'),
  itemId: z.number().int().describe('product id'),
  name: z.string(),
  size: z.string().nullable(),
  url: z.string().describe('the product page'),
  image: pictureSchema.describe("the product's main picture now"),
  price: moneySchema.describe('price of one piece'),
  oldPrice: moneySchema.nullable(),
  quantity: z.number().int(),
  discount: moneySchema.describe('this line’s share of the promo code discount (all lines add up to the discount)'),
  total: moneySchema.describe('price × quantity − discount'),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderRecipientSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });
