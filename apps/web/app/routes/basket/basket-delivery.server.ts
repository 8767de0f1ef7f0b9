/**
 * The basket page's delivery writes: a method for the remaining goods, a group's shop, pickup
 * point, courier address or time. Plain forms (no JavaScript) and the page's fetchers post the same
 * fields here; the API checks them and answers the basket or a refusal the page shows.
 */
import { DELIVERY_METHODS, type DeliveryMethod } from '@storefront/domain/checkout';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { BasketGroupBody } from '../../lib/api-types';
import { done, pageApi, refused } from '../../lib/form-action.server';

const ROW_IDS = ['storeId', 'pickupPointId', 'addressId'] as const;

const isMethod = (value: unknown): value is DeliveryMethod => DELIVERY_METHODS.includes(value as DeliveryMethod);

/** The group body of a delivery form: its ids as numbers, the day and slot as sent, the rest left out. */
export function groupBodyOf(form: FormData): BasketGroupBody {
  const body: Record<string, unknown> = {};
  for (const name of ROW_IDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') body[name] = Number(value);
  }
  for (const name of ['date', 'timeSlot'] as const) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') body[name] = value;
  }
  if (form.get('takeRemaining') === 'true') body.takeRemaining = true;
  return body as BasketGroupBody;
}

export async function deliveryAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const method = form.get('method');
  if (!isMethod(method)) throw data(null, { status: 400 });
  // Back to the basket itself: a places list opened without JavaScript (?places=) closes.
  const basket = new URL(request.url).pathname;
  const api = pageApi(request, context, basket);
  try {
    await api.put('/basket/groups/{method}', { params: { path: { method } }, body: groupBodyOf(form) });
  } catch (error) {
    return refused(error);
  }
  return done(form, basket, api);
}
