/**
 * The basket page's delivery writes: a method for the remaining goods, a group's shop, pickup
 * point, courier address or time, a line's method or putting it aside, the reset. Plain forms (no
 * JavaScript) and the page's fetchers post the same fields here; the API checks them and answers
 * the basket or a refusal the page shows. Without JavaScript the page also lists the choices its
 * modals would (listedChoices).
 */
import { DELIVERY_METHODS, type DeliveryMethod } from '@storefront/domain/checkout';
import { type AppLoadContext, data } from 'react-router';
import { ADD_ADDRESS_INTENT, placesMethod } from '../../features/basket/basket-delivery-api';
import type { ListedChoices } from '../../features/basket/basket-delivery-context';
import { ApiError } from '../../lib/api';
import type { ServerApi } from '../../lib/api.server';
import type { BasketGroupBody, BasketLineBody } from '../../lib/api-types';
import { done, pageApi, postedForm, refused } from '../../lib/form-action.server';
import { addCourierAddress } from './new-address.server';

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
  // A courier time picked from the plain list: 'date slot' in one field.
  const when = form.get('when');
  if (typeof when === 'string' && when.includes(' ')) {
    const [date, timeSlot] = when.split(' ');
    Object.assign(body, { date, timeSlot });
  }
  if (form.get('takeRemaining') === 'true') body.takeRemaining = true;
  return body as BasketGroupBody;
}

/** A guest has no addresses to list: the page says to log in instead of failing. */
const addressesOrLogin = (api: ServerApi) =>
  api.get('/users/addresses').catch((error): 'login' => {
    if (error instanceof ApiError && error.status < 500) return 'login';
    throw error;
  });

/**
 * The choices a choose button asked the page to list when its modal could not open (no
 * JavaScript): `?places=pickup|pvz|pickup_later`, `?courier=address|time`.
 */
export async function listedChoices(api: ServerApi, search: URLSearchParams): Promise<ListedChoices> {
  const method = placesMethod(search.get('places'));
  const courier = search.get('courier');
  const [places, slots, addresses] = await Promise.all([
    method ? api.get('/basket/groups/{method}/places', { params: { path: { method } } }) : null,
    courier === 'time' ? api.get('/basket/groups/courier/slots') : null,
    courier === 'address' ? addressesOrLogin(api) : null,
  ]);
  return { places, slots, addresses };
}

/** A line's change from its form: put aside or back ('true'/'false'), another method ('' is none). */
export function lineBodyOf(form: FormData): BasketLineBody {
  const body: BasketLineBody = {};
  const postponed = form.get('postponed');
  if (postponed === 'true' || postponed === 'false') body.postponed = postponed === 'true';
  const method = form.get('deliveryMethod');
  if (method === '') body.deliveryMethod = null;
  else if (isMethod(method)) body.deliveryMethod = method;
  return body;
}

/** The write a delivery form asks for: a group's delivery (the default), a line's, a new courier address, or a reset. */
function write(api: ServerApi, form: FormData): Promise<unknown> {
  const intent = form.get('intent');
  if (intent === ADD_ADDRESS_INTENT) return addCourierAddress(api, form);
  if (intent === 'line') {
    const skuId = Number(form.get('skuId'));
    return api.patch('/basket/lines/{skuId}', { params: { path: { skuId } }, body: lineBodyOf(form) });
  }
  if (intent === 'reset') return api.delete('/basket/delivery');
  const method = form.get('method');
  if (!isMethod(method)) throw data(null, { status: 400 });
  return api.put('/basket/groups/{method}', { params: { path: { method } }, body: groupBodyOf(form) });
}

export async function deliveryAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request);
  // Back to the basket itself: a list or confirmation opened without JavaScript (?places=…) closes.
  const basket = new URL(request.url).pathname;
  const api = pageApi(request, context, basket);
  try {
    await write(api, form);
  } catch (error) {
    // The form's text comes back with the refusal, for the fields of a page without JavaScript.
    return refused(error, form);
  }
  return done(form, basket, api);
}
