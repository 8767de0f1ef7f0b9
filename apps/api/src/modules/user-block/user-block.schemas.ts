/** The user block of the layout (spec section 3), also the answer to logging in and to a profile change. */
import { z } from 'zod';

export const userBlockSchema = z.object({
  isAuthorized: z.boolean(),
  isValid: z.boolean().describe('the profile step is done (first name and e-mail given)'),
  name: z.string(),
  email: z.string(),
  subscribe: z.boolean(),
  phone: z.string(),
  timeZone: z.string(),
  serverTimeZone: z.string(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  legalEntity: z.boolean(),
  roles: z.array(z.string()),
  basket: z.record(z.string(), z.number().int()).describe('SKU id → quantity'),
  favourites: z.array(z.number().int()).describe('product ids, latest first'),
});

export type UserBlock = z.infer<typeof userBlockSchema>;
