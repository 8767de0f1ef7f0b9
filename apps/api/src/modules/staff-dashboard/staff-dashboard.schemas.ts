/** The dashboard's answer: each section present only when the caller's roles open it (DASHBOARD_SECTION_ROLES). */
import type { DashboardAction } from '@storefront/domain/staff-dashboard';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { PAGE_TYPES, WEB_VITAL_METRICS } from '@storefront/domain/web-vitals';
import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';

const day = z.string().describe('YYYY-MM-DD on the staff clock');
const currency = moneySchema.shape.currency;

const figures = z.object({
  orders: z.number().int().describe('placed, not cancelled since'),
  revenue: z.number().int().describe('their totals, integer minor units of the variant’s currency'),
});

const variantSales = z.object({
  variant: z.enum(VARIANT_KEYS),
  currency,
  today: figures,
  week: figures.describe('since Monday'),
  days: z.array(figures.extend({ day })).describe('the chart’s days, oldest first, today the last'),
});

const actionList = z.object({
  total: z.number().int(),
  orders: z
    .array(
      z.object({
        number: z.string(),
        placedAt: z.string(),
        total: moneySchema,
        timeZone: z.string().describe('the order’s clock'),
      }),
    )
    .describe('the oldest first, at most DASHBOARD_LIMITS.listRows'),
});

const stockOut = z.object({
  variant: z.enum(VARIANT_KEYS),
  rank: z.number().int().describe('1: the variant’s best seller'),
  productId: z.number().int(),
  article: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  ordered: z.number().int().describe('pieces ordered in the variant over the days'),
});

const zeroSearch = z.object({
  query: z.string(),
  variant: z.enum(VARIANT_KEYS),
  searches: z.number().int(),
  lastAt: z.string(),
});

const vital = z.object({
  pageType: z.enum(PAGE_TYPES),
  metric: z.enum(WEB_VITAL_METRICS),
  p75: z.number().describe('ms; unitless for CLS; the upper bound of its histogram bucket'),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  samples: z.number().int(),
});

export const staffDashboardSchema = z.object({
  today: day,
  weekStart: day.describe('the Monday of this week'),
  sales: z.array(variantSales).optional().describe('orders and revenue per variant; the orders role'),
  actions: z
    .object({
      awaitingPayment: actionList.describe('unpaid past the payment window'),
      cancellationRequests: actionList.describe('the shopper asked to cancel'),
      latePayments: actionList.describe('paid after the order stopped awaiting payment, not refunded'),
      failedNotices: actionList.describe('a notice of the order failed for good in the last days'),
    } satisfies Record<DashboardAction, typeof actionList>)
    .optional()
    .describe('orders waiting for staff; the orders role'),
  stockOuts: z
    .object({ days: z.number().int(), list: z.array(stockOut) })
    .optional()
    .describe('best sellers of each variant with no stock in its country; the catalogue role'),
  searches: z
    .object({ days: z.number().int(), total: z.number().int(), list: z.array(zeroSearch) })
    .optional()
    .describe('searches that found nothing, most searched first; the catalogue role'),
  vitals: z
    .object({ today: z.array(vital), week: z.array(vital) })
    .optional()
    .describe('real-user page speed p75 per page type (UTC days); any staff role'),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
