/**
 * The add-to-basket button and the quantity stepper post here when JavaScript has not run: the
 * line's new quantity goes to the API as the shopper, and the shopper returns to the page.
 */
import { ApiError } from '../../lib/api';
import { rethrowIfBusy } from '../../lib/api.server';
import { backPath, pageApi, postedForm, redirectBack } from '../../lib/form-action.server';
import type { Route } from './+types/basket-action';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const back = backPath(form, request);
  const api = pageApi(request, context, back);
  try {
    await api.patch('/basket/item', {
      body: { productId: Number(form.get('skuId')), quantity: Number(form.get('quantity')) },
    });
  } catch (error) {
    rethrowIfBusy(error);
    // A refused change (a SKU that is gone, a bad number) leaves the basket as the page shows it.
    if (!(error instanceof ApiError && error.status < 500)) throw error;
  }
  return redirectBack(back, api);
}
