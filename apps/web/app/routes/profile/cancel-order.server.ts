/**
 * The orders page's cancel form: the API cancels an unpaid order, or takes a paid one's request to
 * cancel, as the page's shopper. A plain post returns to the page without its question; a page with
 * scripts takes the order as the API answers it; the shopper's reason goes with it; a refusal is the page's data, said at the order.
 */
import { type AppLoadContext, data } from 'react-router';
import { cancelledNumber, cancelReasonOf, withoutConfirm } from '../../features/checkout/cancel-order';
import { done, pageApi, postedForm, refused } from '../../lib/form-action.server';

export async function cancelOrderAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request);
  const number = cancelledNumber(form);
  if (number === null) throw data(null, { status: 400 });
  const url = new URL(request.url);
  const page = `${url.pathname}${withoutConfirm(url.searchParams)}`;
  const api = pageApi(request, context, page);
  try {
    const { order } = await api.post('/orders/{number}/cancel', {
      params: { path: { number } },
      body: cancelReasonOf(form),
    });
    return done(form, page, api, { order });
  } catch (error) {
    return refused(error, form);
  }
}
