/**
 * The favourites toggle posts here when JavaScript has not run: the product is added or removed
 * through the API as the shopper, and the shopper returns to the page.
 */
import { ApiError } from '../../lib/api';
import { rethrowIfBusy } from '../../lib/api.server';
import { backPath, pageApi, postedForm, redirectBack } from '../../lib/form-action.server';
import type { Route } from './+types/favourites-action';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const back = backPath(form, request);
  const api = pageApi(request, context, back);
  const productId = Number(form.get('productId'));
  try {
    if (form.get('favourite') === 'remove') {
      await api.delete('/favorites', { params: { query: { productIds: String(productId) } } });
    } else {
      await api.post('/favorites', { body: { productIds: [productId] } });
    }
  } catch (error) {
    rethrowIfBusy(error);
    // A refused change (a product that is gone, a bad id) leaves the favourites as the page shows them.
    if (!(error instanceof ApiError && error.status < 500)) throw error;
  }
  return redirectBack(back, api);
}
