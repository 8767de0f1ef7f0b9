/**
 * The checkout's writes: promo code, gift cards, payment method and placing the order. Plain forms
 * (no JavaScript) and the page's fetchers post the same fields here and the API checks them; a
 * refusal comes back as data the page shows at its fields (lib/form-action.server.ts refused).
 *
 * The order is placed under the idempotency key the page rendered into its form, so the same form
 * sent twice (a double click, a browser resending the post) answers one order; a server failure is
 * retried under the same key (orderPlacer).
 */
import { normalizeGiftCardNumber, PAYMENT_METHODS, type PaymentMethod } from '@storefront/domain/checkout';
import { type AppLoadContext, data, redirect } from 'react-router';
import { orderPlacer } from '../../features/checkout/order-placer';
import type { ApiQuery } from '../../lib/api';
import { createApi, type ServerApi } from '../../lib/api.server';
import type { PlaceOrderBody, PlaceOrderResult } from '../../lib/api-types';
import { done, postedForm, refused, sentByScript } from '../../lib/form-action.server';
import { paymentToOpen } from '../../lib/payment-to-open';

type Query = { query: ApiQuery<'/checkout'> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const LEGAL_ENTITY_FIELDS = ['companyName', 'inn', 'rs', 'ks', 'bik', 'bankName', 'legalAddress'] as const;

/** The order's body from the checkout form's fields, named as the API names them. */
export function placeOrderBodyOf(form: FormData): PlaceOrderBody {
  const comment = text(form, 'comment').trim();
  const onlineMethod = text(form, 'onlineMethod');
  const legalEntity = Object.fromEntries(LEGAL_ENTITY_FIELDS.map((name) => [name, text(form, `legalEntity.${name}`)]));
  return {
    recipient: {
      name: text(form, 'recipient.name'),
      phone: text(form, 'recipient.phone'),
      email: text(form, 'recipient.email'),
    },
    ...(form.get('legalEntityToggle') === 'on' ? { legalEntity: legalEntity as PlaceOrderBody['legalEntity'] } : {}),
    ...(comment ? { comment } : {}),
    // A card is the default: only another way to pay is sent.
    ...(onlineMethod === 'sbp' ? { onlineMethod } : {}),
  };
}

/** The quote-changing writes, by the form's intent; each answers the new quote. */
const CHANGES: Record<string, (api: ServerApi, form: FormData, params: Query) => Promise<unknown>> = {
  promoCode: (api, form, params) =>
    api.put('/checkout/promo-code', { params, body: { code: text(form, 'promoCode') } }),
  removePromoCode: (api, _form, params) => api.delete('/checkout/promo-code', { params }),
  giftCard: (api, form, params) =>
    api.post('/checkout/gift-cards', {
      params,
      body: { number: normalizeGiftCardNumber(text(form, 'giftCardNumber')), pin: text(form, 'giftCardPin') },
    }),
  removeGiftCard: (api, form, params) =>
    api.delete('/checkout/gift-cards/{id}', { params: { ...params, path: { id: Number(text(form, 'giftCardId')) } } }),
  paymentMethod: (api, form, params) => {
    const method = text(form, 'paymentMethod');
    if (!PAYMENT_METHODS.includes(method as PaymentMethod)) throw data(null, { status: 400 });
    return api.put('/checkout/payment-method', { params, body: { method: method as PaymentMethod } });
  },
};

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const intent = text(form, 'intent');
  if (intent === 'place') return placeOrder(api, form, url);
  const change = CHANGES[intent];
  if (!change) throw data(null, { status: 400 });
  const legalEntity = url.searchParams.get('legalEntity') === 'y' ? 'y' : 'n';
  try {
    await change(api, form, { query: { legalEntity } });
  } catch (error) {
    return refused(error, form);
  }
  // Back to the checkout as it was, without the payment list a plain page asked for.
  const back = new URL(url);
  back.searchParams.delete('payment');
  return done(form, `${back.pathname}${back.search}`, api);
}

async function placeOrder(api: ServerApi, form: FormData, url: URL) {
  const key = text(form, 'idempotencyKey');
  const place = orderPlacer(
    (body: PlaceOrderBody, idempotencyKey) =>
      api.post('/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    () => key,
  );
  let placed: PlaceOrderResult | null;
  try {
    placed = await place(placeOrderBodyOf(form));
  } catch (error) {
    return refused(error, form);
  }
  if (!placed) throw new Error('the order placer answered nothing');
  const { number } = placed.order;
  const payment = placed.payment ? paymentToOpen(placed.payment) : null;
  // The page's script goes on itself (the mobile app may pay by SBP); a plain form is redirected.
  if (sentByScript(form)) return { placed: { number, payment } };
  return redirect(payment?.url ?? `${url.pathname}?order=${encodeURIComponent(number)}`);
}
