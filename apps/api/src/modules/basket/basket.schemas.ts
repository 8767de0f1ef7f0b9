import { BASKET_GROUPS, CHECKOUT_MESSAGES, COURIER_TIME_SLOTS, DELIVERY_METHODS } from '@storefront/domain/checkout';
import { IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import { z } from 'zod';
import { rowId, rowIdParam } from '../../lib/number-schemas.ts';
import { moneySchema, pictureSchema } from '../../lib/schemas.ts';
import { shipmentAddressSchema } from '../addresses/addresses.schemas.ts';
import {
  pickupPointSchema,
  productDeliverySchema,
  readyInSchema,
  storeItemSchema,
} from '../delivery/delivery.schemas.ts';

export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

export const basketItemBody = z.object({
  productId: rowId().describe(
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
  deliveryMethod: deliveryMethodSchema
    .nullable()
    .describe(
      'the method the line is in: a line added to the basket comes in a chosen group that can bring it, or with the other goods without a method in the one suggested for them; null: none yet',
    ),
  delivery: productDeliverySchema.nullable().describe('with showDeliveryData: the product page’s delivery block'),
});
export type BasketItemResult = z.infer<typeof basketItemResult>;

export const basketGroupKeySchema = z.enum(BASKET_GROUPS);

export const basketLineSchema = z.object({
  productId: z.number().int().describe('SKU id'),
  itemId: z.number().int().describe('product id'),
  name: z.string(),
  url: z.string(),
  image: pictureSchema,
  size: z.string().nullable(),
  colour: z.string(),
  price: moneySchema,
  oldPrice: moneySchema.nullable(),
  quantity: z.number().int(),
  maxAvailable: z.number().int(),
  postponed: z.boolean(),
  group: basketGroupKeySchema.describe('the basket group the line is in now'),
  deliveryMethod: deliveryMethodSchema.nullable().describe('the method the shopper put the line in; null: none yet'),
  deliveryMethods: z.array(deliveryMethodSchema).describe('methods that can bring the line’s quantity in the city'),
  onWaitingList: z.boolean().describe('the user waits for an arrival notice of this SKU'),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .describe('YYYY-MM-DD in the time zone of the shopper’s city');
const timeSlot = z
  .enum([...COURIER_TIME_SLOTS, IMMEDIATE_SLOT])
  .describe(`a courier slot 'HH:MM-HH:MM', or '${IMMEDIATE_SLOT}' (within 3 hours, when offered)`);

export const courierTimeSchema = z.object({ date: isoDate, timeSlot });

/** A shop or pickup point as a group shows it. */
export const basketPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('the shop’s name, or the pickup point’s provider'),
  address: z.string(),
  hours: pickupPointSchema.shape.hours,
});

export const groupDeliverySchema = z.object({
  method: deliveryMethodSchema,
  price: moneySchema,
  readyIn: readyInSchema,
  store: basketPlaceSchema.nullable().describe('pickup, pickup_later: the chosen shop'),
  pickupPoint: basketPlaceSchema.nullable().describe('pvz: the chosen pickup point'),
  address: shipmentAddressSchema.nullable().describe('courier: the chosen saved address'),
  date: isoDate.nullable().describe('courier: the desired day'),
  timeSlot: z.string().nullable().describe('courier: the desired slot'),
  nearest: courierTimeSchema.nullable().describe('courier: the nearest time that can be booked now'),
  immediate: z.boolean().describe('courier: “within 3 hours” is on offer now'),
});

export const methodOfferSchema = z.object({
  method: deliveryMethodSchema,
  price: moneySchema,
  readyIn: readyInSchema,
  nearestDate: isoDate.describe('the earliest day the goods can be had this way'),
  nearestTime: courierTimeSchema.nullable().describe('courier: the nearest slot'),
  immediate: z.boolean().describe('courier: “within 3 hours” is on offer now'),
  lineCount: z.number().int().describe('lines of the group this method can serve; 0: not available'),
  problem: z
    .string()
    .nullable()
    .describe(
      `why the method serves none: ${CHECKOUT_MESSAGES.shopsNotFound}, ${CHECKOUT_MESSAGES.pickupPointsNotFound} or ${CHECKOUT_MESSAGES.noDeliveryMethods}`,
    ),
});

export const basketGroupSchema = z.object({
  key: basketGroupKeySchema,
  skuIds: z.array(z.number().int()).describe('the group’s lines (see items)'),
  delivery: groupDeliverySchema.nullable().describe('null for remaining, pending and notAvailable'),
  methods: z.array(methodOfferSchema).describe('remaining: the methods the goods can be given'),
  ready: z.boolean().describe('a delivery group whose required choices are made and valid'),
  problems: z.array(z.string()).describe('message keys saying what is missing'),
});
export type BasketGroup = z.infer<typeof basketGroupSchema>;

export const basketSchema = z.object({
  items: z.array(basketLineSchema),
  totalQuantity: z.number().int(),
  goodsTotal: moneySchema.describe('the goods the order will hold: neither put aside nor undeliverable'),
  deliveryTotal: moneySchema.describe('the prices of the chosen delivery methods (free from FREE_DELIVERY_FROM)'),
  total: moneySchema.describe('goodsTotal + deliveryTotal, before promo codes and gift cards'),
  groups: z.array(basketGroupSchema).describe('non-empty groups in the order the basket shows them'),
  readyForCheckout: z
    .boolean()
    .describe('some delivery group has goods, every delivery group is ready and no goods remain without a method'),
  problems: z.array(z.string()).describe('message keys that keep the basket from checkout'),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketLineParams = z.object({ skuId: rowIdParam() });
export const basketLineBody = z.object({
  postponed: z.boolean().optional().describe('true puts the line aside (pending group); false brings it back'),
  deliveryMethod: deliveryMethodSchema
    .nullable()
    .optional()
    .describe('moves the line into a method’s group; null back among the remaining goods'),
});
export type BasketLineBody = z.infer<typeof basketLineBody>;

export const basketGroupParams = z.object({ method: deliveryMethodSchema });
export const basketGroupBody = z.object({
  storeId: rowId().optional().describe('pickup, pickup_later: a shop of the city'),
  pickupPointId: rowId().optional().describe('pvz: a pickup point of the city'),
  addressId: rowId().optional().describe('courier: one of the user’s saved addresses'),
  date: isoDate.optional().describe('courier: the desired day'),
  timeSlot: timeSlot.optional(),
  takeRemaining: z
    .boolean()
    .optional()
    .describe('move the remaining goods the method can serve into the group (always done when it has no goods yet)'),
});
export type BasketGroupBody = z.infer<typeof basketGroupBody>;

export const basketShopSchema = storeItemSchema.omit({ quantity: true, availability: true });
export const groupPlacesSchema = z.object({
  method: deliveryMethodSchema,
  shops: z.array(basketShopSchema).describe('pickup: shops holding all the group’s goods; pickup_later: every shop'),
  pickupPoints: z.array(pickupPointSchema).describe('pvz: the city’s pickup points'),
  maps: z.object({ apiKey: z.string().nullable() }),
});
export type GroupPlaces = z.infer<typeof groupPlacesSchema>;

export const courierSlotsSchema = z.object({
  timeZone: z.string().describe('the city’s time zone the dates are in'),
  today: isoDate.describe('the day “within 3 hours” delivers on'),
  nearest: courierTimeSchema,
  immediate: z.boolean().describe('“within 3 hours” is on offer: a shop of the city holds the goods and is open'),
  days: z.array(z.object({ date: isoDate, slots: z.array(z.enum(COURIER_TIME_SLOTS)) })),
});
export type CourierSlots = z.infer<typeof courierSlotsSchema>;
