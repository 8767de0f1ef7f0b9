import { z } from 'zod';
import { intParamIn, rowIdParam } from '../../lib/number-schemas.ts';
import { moneySchema } from '../../lib/schemas.ts';

/** Delivery methods by id, as the basket and the product page name them. */
export const DELIVERY_IDS = { pickup: 1, pvz: 2, courier: 3 } as const;

const hoursSchema = z
  .array(z.tuple([z.string(), z.string()]).nullable())
  .describe('opening hours per weekday, Monday first; null on a day off');

/** How soon an order can be collected or delivered. */
export const readyInSchema = z.object({
  unit: z.enum(['hours', 'days']),
  min: z.number().int(),
  max: z.number().int(),
});

export const pickupPointSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  address: z.string(),
  coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  hours: hoursSchema,
});

export const storeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  metro: z.string().nullable(),
  phone: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  hours: hoursSchema,
  quantity: z.number().int().describe('pieces in this shop now'),
  availability: z.enum(['inStore', 'fromWarehouse']),
  readyIn: readyInSchema,
});

export const storesListQuery = z.object({
  itemId: rowIdParam().describe('SKU id (a product in one size)'),
  deliveryId: intParamIn(DELIVERY_IDS.pickup, DELIVERY_IDS.courier).default(DELIVERY_IDS.pickup),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
});

export const deliveryTermSchema = z.object({
  type: z.enum(['pickup', 'pvz', 'courier']),
  id: z.number().int(),
  price: moneySchema,
  readyIn: readyInSchema,
  /** Shops (pickup) or pickup points (pvz) in the city. */
  placesCount: z.number().int().nullable(),
});

export const productDeliverySchema = z.object({
  selfPickup: z.object({ id: z.number().int(), storesCount: z.number().int() }),
  terms: z.array(deliveryTermSchema),
  city: z.object({ id: z.number().int(), name: z.string() }),
});

export type PickupPoint = z.infer<typeof pickupPointSchema>;
export type StoreItem = z.infer<typeof storeItemSchema>;
export type StoresListQuery = z.infer<typeof storesListQuery>;
export type ProductDelivery = z.infer<typeof productDeliverySchema>;
export type ReadyIn = z.infer<typeof readyInSchema>;
