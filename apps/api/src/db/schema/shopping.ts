import type { DeliveryMethod } from '@storefront/domain/checkout';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { productSkus, products } from './catalog.ts';

/**
 * Baskets and favourites belong to an owner key: 'u:<userId>' for a logged-in user, 's:<sessionId>'
 * for a guest session. At login the guest's rows move to the user's key (see identity).
 */
export const favourites = pgTable(
  'favourites',
  {
    ownerKey: text('owner_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.productId] }), index('favourites_product_idx').on(t.productId)],
);

/** One basket line per SKU (a product in one size). */
export const basketItems = pgTable(
  'basket_items',
  {
    ownerKey: text('owner_key').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Put aside by the shopper (the 'pending' group), kept out of the order. */
    postponed: boolean('postponed').notNull().default(false),
    /** The basket group the shopper put the line in; null while it is among the remaining goods. */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.skuId] }), check('basket_quantity_positive', sql`${t.quantity} > 0`)],
);
