/**
 * The gift-card purchase's action. Without JavaScript the steps are posted one by one: each is
 * checked with the domain's rules and the page answers with the next step (or the same one and its
 * errors), every answer so far carried in the form. With or without JavaScript, paying posts here:
 * all steps are checked again and the order placed under the key the summary rendered into the
 * form (orderPlacer), so a double submit places one order.
 */
import { GIFT_CARD_STEPS, giftCardStepErrors } from '@storefront/domain/gift-cards';
import { buildPath } from '@storefront/domain/routes';
import { type AppLoadContext, data, redirect } from 'react-router';
import { orderPlacer } from '../../features/checkout/order-placer';
import { createApi } from '../../lib/api.server';
import type { GiftCardOrderBody, PlaceOrderResult } from '../../lib/api-types';
import type { Refusal } from '../../lib/field-messages';
import { postedForm, refusalOf, sentByScript } from '../../lib/form-action.server';
import { type PaymentToOpen, paymentToOpen } from '../../lib/payment-to-open';
import { draftOf, isStage, type PurchaseForm, purchaseFormOf, STAGES, type Stage, stepOfField } from './purchase-form';

/** Where the purchase stands after a post: the step to show, the answers, their errors. */
export interface PurchaseStep {
  stage: Stage;
  form: PurchaseForm;
  /** The key the summary's pay form carries. */
  idempotencyKey?: string;
}
export type PurchaseAnswer =
  | (PurchaseStep & ({ ok: true } | Refusal))
  | { placed: { number: string; payment: PaymentToOpen | null } };

const stepAnswer = (stage: Stage, form: PurchaseForm): PurchaseAnswer => ({
  ok: true,
  stage,
  form,
  ...(stage === 'summary' ? { idempotencyKey: crypto.randomUUID() } : {}),
});

const stepRefusal = (stage: Stage, form: PurchaseForm, fields: Refusal['fields']) =>
  data<PurchaseAnswer>(
    { ok: false, status: 400, fields, message: null, retryAfterS: null, stage, form },
    { status: 400 },
  );

export async function purchaseAction(request: Request, context: AppLoadContext) {
  const posted = await postedForm(request);
  const stage = posted.get('stage');
  const move = posted.get('move');
  if (!isStage(stage)) throw data(null, { status: 400 });
  const form = purchaseFormOf(posted);
  // Back to an earlier step: nothing is checked.
  if (isStage(move) && STAGES.indexOf(move) <= STAGES.indexOf(stage)) return stepAnswer(move, form);
  if (move === 'next' && stage !== 'summary') {
    const found = giftCardStepErrors(stage, draftOf(form), new Date());
    return found.length ? stepRefusal(stage, form, found) : stepAnswer(STAGES[STAGES.indexOf(stage) + 1]!, form);
  }
  if (move !== 'pay') throw data(null, { status: 400 });
  // Every step again: the send time may have passed while the shopper was on the summary.
  const draft = draftOf(form);
  for (const step of GIFT_CARD_STEPS) {
    const found = giftCardStepErrors(step, draft, new Date());
    if (found.length) return stepRefusal(step, form, found);
  }
  // A card is the default: only another way to pay is sent.
  const sbp = posted.get('onlineMethod') === 'sbp' ? { onlineMethod: 'sbp' as const } : {};
  return pay(request, context, posted, { ...draft, quantity: 1, ...sbp }, form);
}

async function pay(
  request: Request,
  context: AppLoadContext,
  posted: FormData,
  body: GiftCardOrderBody,
  form: PurchaseForm,
) {
  const api = createApi(request, context);
  const key = String(posted.get('idempotencyKey') ?? '');
  const place = orderPlacer<GiftCardOrderBody, PlaceOrderResult>(
    (order, idempotencyKey) =>
      api.post('/gift-cards/orders', { body: order, headers: { 'Idempotency-Key': idempotencyKey } }),
    () => key,
  );
  let placed: PlaceOrderResult | null;
  try {
    placed = await place(body);
  } catch (error) {
    const refusal = refusalOf(error);
    // A field the API refused is shown on its step.
    const first = GIFT_CARD_STEPS.find((step) => refusal.fields.some((f) => stepOfField(f.name) === step));
    return data<PurchaseAnswer>({ ...refusal, stage: first ?? 'summary', form }, { status: refusal.status });
  }
  if (!placed) throw new Error('the order placer answered nothing');
  const { number } = placed.order;
  const payment = placed.payment ? paymentToOpen(placed.payment) : null;
  if (sentByScript(posted)) return { placed: { number, payment } } satisfies PurchaseAnswer;
  return redirect(payment?.url ?? `${buildPath('BasketOrdersIndex', 'ru')}?order=${encodeURIComponent(number)}`);
}
