/** Shapes of the back office's promo code routes. The terms' rules are the domain's promoCodeErrors. */
import { PROMO_KINDS } from '@storefront/domain/promo-codes';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';
import { int32, moneyMinor } from '../../lib/number-schemas.ts';
import { moneySchema } from '../../lib/schemas.ts';

const instant = z.iso.datetime({ offset: true }).nullable().describe('ISO instant; null: open');

export const promoCodeBody = z.object({
  code: z.string().max(64).describe('normalized to upper case'),
  kind: z.enum(PROMO_KINDS),
  value: moneyMinor().describe('percent 1–100, or minor units of the variant’s currency'),
  variant: z.enum(VARIANT_KEYS).describe('the variant whose currency the code is valid in'),
  minSubtotal: moneyMinor().default(0).describe('goods total (minor units) a basket must reach'),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
  perUserLimit: int32().default(1).describe('orders one shopper may place with the code'),
  usageLimit: int32().nullable().default(null).describe('orders all shoppers may place; null: no limit'),
  active: z.boolean().default(true),
});
export type PromoCodeBody = z.infer<typeof promoCodeBody>;

export const promoCodeParams = z.object({ code: z.string().min(1).max(64) });

export const PROMO_STATES = ['active', 'inactive', 'expired', 'exhausted'] as const;

/** The list kit's search (part of the code), paging and sorting, with the state and variant filters. */
export const promoListQuery = listQuery(['created', 'code', 'uses']).extend({
  state: z.enum(PROMO_STATES).optional(),
  variant: z.enum(VARIANT_KEYS).optional(),
});
export type PromoListQuery = z.infer<typeof promoListQuery>;

export const promoCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  currency: z.string(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  perUserLimit: z.number().int(),
  usageLimit: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int().describe('orders placed with the code (cancelled ones do not count)'),
  state: z.enum(PROMO_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCodeView = z.infer<typeof promoCodeSchema>;

export const promoUseSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  orderTotal: moneySchema,
  discount: moneySchema,
  userId: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  usedAt: z.string(),
});

export const promoDetailSchema = z.object({ promoCode: promoCodeSchema, uses: z.array(promoUseSchema) });
export type PromoDetail = z.infer<typeof promoDetailSchema>;
