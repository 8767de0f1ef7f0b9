/**
 * Stage 1, placing the order: the goods by delivery group (delivery is edited in the basket), the
 * recipient prefilled from the profile, buying as a legal entity, promo code, gift cards, payment
 * method and totals. Every form posts to the checkout's action, a fetcher's post when JavaScript
 * runs and the browser's own when it does not; the order goes under the idempotency key rendered
 * into the form. An online order goes on to the payment page, any other to its own stage.
 */
import { EMPTY_LEGAL_ENTITY, type LegalEntityInput, legalEntityOf } from '@storefront/domain/checkout';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useActionData, useRevalidator, useSearchParams } from 'react-router';
import { CheckoutForm, refusalIn, useCheckoutForm } from '../../features/checkout/checkout-form';
import { DeliveryGroups } from '../../features/checkout/delivery-groups';
import { GiftCards } from '../../features/checkout/gift-cards';
import { LegalEntityFields, legalEntityFieldErrors } from '../../features/checkout/legal-entity-fields';
import { PaymentMethodChoice } from '../../features/checkout/payment-method';
import { placeRefusalTexts } from '../../features/checkout/place-refusal';
import { PromoCode } from '../../features/checkout/promo-code';
import {
  prefilledRecipient,
  type Recipient,
  RecipientFields,
  recipientErrors,
} from '../../features/checkout/recipient-fields';
import type { CheckoutQuote } from '../../lib/api-types';
import type { FieldErrors } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';
import { CheckboxField, TextAreaField } from '../../ui/form-fields';
import { OrderTotalsAside } from './order-totals-aside';
import { usePlacedOrder } from './use-placed-order';

const FORM_ID = 'checkout-form';
const PLACE = ['place'] as const;

/** The legal-entity details as a plain form sent them, or the company the shopper buys for. */
function startingLegalEntity(quote: CheckoutQuote, sent: Record<string, string> | undefined): LegalEntityInput {
  if (sent) {
    const input = { ...EMPTY_LEGAL_ENTITY };
    for (const name of Object.keys(input) as (keyof LegalEntityInput)[])
      input[name] = sent[`legalEntity.${name}`] ?? '';
    return input;
  }
  const active = quote.companies.find((c) => c.active);
  return active ? legalEntityOf(active) : EMPTY_LEGAL_ENTITY;
}

export function PlacingStage({ initial: quote, idempotencyKey }: { initial: CheckoutQuote; idempotencyKey: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const { fetcher, answer, busy: sending } = useCheckoutForm(PLACE);
  const leaving = usePlacedOrder(answer);
  const refusal = refusalIn(answer);
  // A plain post's answer (no JavaScript) for the promo code or a gift card keeps its section open.
  const postedIntent = useActionData<{ intent?: string }>()?.intent;
  // What a plain post sent comes back with its refusal: the fields show it again.
  const sent = refusal?.values;
  const [recipient, setRecipient] = useState<Recipient>(() =>
    sent
      ? {
          name: sent['recipient.name'] ?? '',
          phone: sent['recipient.phone'] ?? '',
          email: sent['recipient.email'] ?? '',
        }
      : prefilledRecipient(quote.recipient, variant),
  );
  const [legal, setLegal] = useState(quote.legalEntity);
  const [legalEntity, setLegalEntity] = useState(() => startingLegalEntity(quote, sent));
  const [comment, setComment] = useState(sent?.comment ?? '');
  const [typed, setTyped] = useState<FieldErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const basketPath = buildPath('BasketIndex', variant);
  const shown = refusal ? placeRefusalTexts(refusal, quote, t) : { errors: {}, formError: null };
  const errors = typed ?? shown.errors;

  // Back and forward between the two quotes moves the toggle with them.
  useEffect(() => setLegal(quote.legalEntity), [quote.legalEntity]);

  useEffect(() => {
    // Shown again from the browser's back-forward cache (back from the payment page): load afresh.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal: focus its first field; a basket that changed meanwhile (409) is loaded again
  useEffect(() => {
    if (!refusal) return;
    focusFirst(shown.errors);
    if (refusal.status === 409) revalidator.revalidate();
  }, [refusal]);

  if (quote.groups.length === 0) {
    return (
      <EmptyState message={t(quote.problems[0]?.message ?? 'basket.empty')} icon="bag">
        <Link to={basketPath} className="button button--primary">
          {t('checkoutPage.backToBasket')}
        </Link>
      </EmptyState>
    );
  }

  /** Moves the focus to the first field that has an error. */
  function focusFirst(found: FieldErrors) {
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  function toggleLegal(on: boolean) {
    setLegal(on);
    setTyped({});
    // The quote for a legal entity differs (no online payment, no gift cards): load it.
    setSearchParams({ legalEntity: on ? 'y' : 'n' }, { replace: true, preventScrollReset: true });
  }

  /** Checked here first; the fetcher posts the form only when nothing is missing. */
  function submit(event: FormEvent) {
    const found = {
      ...recipientErrors(recipient, variant, t),
      ...(legal ? legalEntityFieldErrors(legalEntity, t) : {}),
    };
    const complete = Object.keys(found).length === 0;
    setTyped(complete ? null : found);
    if (complete) return;
    event.preventDefault();
    focusFirst(found);
  }

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="checkout-goods">
          <h2 id="checkout-goods">{t('checkoutPage.totals.goods')}</h2>
          <DeliveryGroups groups={quote.groups} />
          <Link to={basketPath}>{t('checkoutPage.editDelivery')}</Link>
        </section>
        <CheckoutForm
          fetcher={fetcher}
          intent="place"
          fields={{ idempotencyKey }}
          id={FORM_ID}
          ref={form}
          onSubmit={submit}
          noValidate
          className="checkout-form"
        >
          <RecipientFields value={recipient} onChange={setRecipient} errors={errors} />
          <CheckboxField
            label={t('checkoutPage.legalEntity.toggle')}
            name="legalEntityToggle"
            checked={legal}
            onChange={(e) => toggleLegal(e.target.checked)}
          />
          <noscript>
            {/* Without JavaScript the toggle is a link to the other quote. */}
            <Link to={`?legalEntity=${legal ? 'n' : 'y'}`}>
              {t(legal ? 'checkoutPage.legalEntity.off' : 'checkoutPage.legalEntity.on')}
            </Link>
          </noscript>
          {legal ? (
            <LegalEntityFields
              value={legalEntity}
              onChange={setLegalEntity}
              errors={errors}
              companies={quote.companies}
            />
          ) : null}
          <TextAreaField
            label={t('checkoutPage.comment')}
            name="comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={1000}
            rows={3}
          />
        </CheckoutForm>
      </div>
      <aside className="checkout-aside" aria-label={t('checkoutPage.totals.title')}>
        {/* Folded until wanted, open once there is something in them (a code, a card, a refusal). */}
        <details className="checkout-more" open={Boolean(quote.promoCode) || postedIntent === 'promoCode'}>
          <summary className="disclosure-summary">{t('checkoutFocus.promo')}</summary>
          <PromoCode quote={quote} />
        </details>
        <details className="checkout-more" open={quote.giftCards.length > 0 || postedIntent === 'giftCard'}>
          <summary className="disclosure-summary">{t('checkoutFocus.giftCards')}</summary>
          <GiftCards quote={quote} />
        </details>
        <PaymentMethodChoice quote={quote} placeForm={FORM_ID} />
        <OrderTotalsAside quote={quote} formId={FORM_ID} formError={shown.formError} busy={sending || leaving} />
      </aside>
    </div>
  );
}
