/** The page-speed beacon's body: the page type and the measurements, nothing about the shopper or the address. */
import { PAGE_TYPES, WEB_VITAL_METRICS, WEB_VITALS_BEACON, type WebVitalsBeacon } from '@storefront/domain/web-vitals';
import { z } from 'zod';

const measurement = z
  .object({
    name: z.enum(WEB_VITAL_METRICS),
    // The bound of the largest metric in the document; CLS has its own, checked below.
    value: z.number().min(0).max(WEB_VITALS_BEACON.maxMs),
  })
  .refine((m) => m.value <= (m.name === 'CLS' ? WEB_VITALS_BEACON.maxCls : WEB_VITALS_BEACON.maxMs), {
    message: 'Value past the largest plausible',
    path: ['value'],
  });

export const beaconBody = z.object({
  pageType: z.enum(PAGE_TYPES),
  metrics: z.array(measurement).min(1).max(WEB_VITALS_BEACON.maxMetrics),
}) satisfies z.ZodType<WebVitalsBeacon>;
