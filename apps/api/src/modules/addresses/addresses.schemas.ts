import { MAX_ADDRESSES } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { z } from 'zod';
import { rowId, rowIdParam } from '../../lib/number-schemas.ts';

/** An optional text field: blank means none; left out, it stays as it is. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGE_KEYS.maxChars)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const fields = {
  cityId: rowId(MESSAGE_KEYS.cityNotFound).describe('the settlement (a city id)'),
  street: z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .max(200, MESSAGE_KEYS.maxChars),
  house: z.string({ error: MESSAGE_KEYS.noHouse }).trim().min(1, MESSAGE_KEYS.noHouse).max(20, MESSAGE_KEYS.maxChars),
  apartment: optionalText(20).describe('required unless privateHouse'),
  privateHouse: z.boolean().default(false),
  floor: optionalText(10),
  entrance: optionalText(10),
  comment: optionalText(500),
  isDefault: z.boolean().optional().describe('make it the default address (the first one saved is)'),
};

export const addressBody = z.object(fields);
export type AddressBody = z.infer<typeof addressBody>;

export const addressPatchBody = z.object({
  cityId: fields.cityId.optional(),
  street: fields.street.optional(),
  house: fields.house.optional(),
  apartment: fields.apartment,
  privateHouse: z.boolean().optional(),
  floor: fields.floor,
  entrance: fields.entrance,
  comment: fields.comment,
  isDefault: fields.isDefault,
});
export type AddressPatchBody = z.infer<typeof addressPatchBody>;

export const addressParams = z.object({ id: rowIdParam() });

export const addressSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string().nullable(),
  privateHouse: z.boolean(),
  floor: z.string().nullable(),
  entrance: z.string().nullable(),
  comment: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** A saved address as copied into a basket group or an order's shipment. */
export const shipmentAddressSchema = addressSchema
  .omit({ id: true, cityId: true, isDefault: true })
  .extend({ addressId: z.number().int() })
  .describe('courier: the address the goods are brought to');

export const addressListSchema = z.object({
  addresses: z.array(addressSchema),
  max: z.number().int().describe(`at most ${MAX_ADDRESSES} addresses`),
});
export type AddressList = z.infer<typeof addressListSchema>;
