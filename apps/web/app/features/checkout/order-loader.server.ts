import { data } from 'react-router';
import { type Api, ApiError } from '../../lib/api';
import { rethrowForPage } from '../../lib/api.server';

/** Orders are the shopper's own business: never cached on the way. */
export const PRIVATE = { 'cache-control': 'private, no-store' };

/** The order with `number`, or 'order not found' (404) for another shopper's or an unknown number. */
export async function loadOrderView(api: Api, number: string, pathname: string) {
  try {
    const { order } = await api.get('/orders/{number}', { params: { path: { number } } });
    return data({ view: 'order' as const, order }, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ view: 'orderNotFound' as const }, { status: 404, headers: PRIVATE });
    }
    rethrowForPage(error, pathname, 400);
  }
}
