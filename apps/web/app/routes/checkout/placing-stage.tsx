/**
 * Stage 1, placing the order: the goods by delivery group (delivery is edited in the basket), the
 * recipient prefilled from the profile, buying as a legal entity, promo code, gift cards, payment
 * method and totals. Placing posts the order once per attempt (see usePlaceOrder); an online
 * order goes on to the payment page, any other to its own stage.
 */
import type { LegalEntityInput } from '@storefront/domain/checkout';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { CheckoutTotals } from '../../features/checkout/checkout-totals';
import { DeliveryGroups } from '../../features/checkout/delivery-groups';
import { GiftCards } from '../../features/checkout/gift-cards';
import {
  companyDetails,
  EMPTY_LEGAL_ENTITY,
  LegalEntityFields,
  legalEntityFieldErrors,
} from '../../features/checkout/legal-entity-fields';
import { PaymentMethodChoice } from '../../features/checkout/payment-method';
import { PromoCode } from '../../features/checkout/promo-code';
import {
  prefilledRecipient,
  type Recipient,
  RecipientFields,
  recipientErrors,
} from '../../features/checkout/recipient-fields';
import { useCheckout } from '../../features/checkout/use-checkout';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { ApiError } from '../../lib/api';
import type { CheckoutQuote, PlaceOrderBody } from '../../lib/api-types';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { apiMessage, type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';
import { CheckboxField, TextAreaField } from '../../ui/form-fields';

const FORM_ID = 'checkout-form';

/** Field errors this form shows at its fields; the others (lines out of stock…) above the button. */
const FORM_FIELD = /^(recipient\.|legalEntity\.|comment$)/;

/** Lines out of stock come as field errors 'lines.<skuId>'. */
const LINE = 'lines.';

/** Problems the promo code and payment method sections show themselves. */
const SHOWN_IN_PLACE = new Set(['code', 'paymentMethod']);

const orderSearch = (number: string) => `?order=${encodeURIComponent(number)}`;

export function PlacingStage({ initial }: { initial: CheckoutQuote }) {
  const { t } = useI18n();
  const variant = useVariant();
  const navigate = useNavigate();
  const { delegate } = useAppBridge();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const { quote, change } = useCheckout(initial);
  const { sending, place } = usePlaceOrder();
  const [recipient, setRecipient] = useState<Recipient>(() => prefilledRecipient(initial.recipient, variant));
  const [legal, setLegal] = useState(initial.legalEntity);
  // A legal-entity order starts from the company the shopper buys for.
  const [legalEntity, setLegalEntity] = useState<LegalEntityInput>(() => {
    const active = initial.companies.find((c) => c.active);
    return active ? companyDetails(active) : EMPTY_LEGAL_ENTITY;
  });
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const basketPath = buildPath('BasketIndex', variant);

  // Back and forward between the two quotes moves the toggle with them.
  useEffect(() => setLegal(initial.legalEntity), [initial.legalEntity]);

  useEffect(() => {
    // Shown again from the browser's back-forward cache (back from the payment page): load afresh.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (quote.groups.length === 0) {
    return (
      <EmptyState message={t(quote.problems[0]?.message ?? 'basket.empty')} icon="bag">
        <Link to={basketPath} className="button button--primary">
          {t('checkoutPage.backToBasket')}
        </Link>
      </EmptyState>
    );
  }

  function toggleLegal(on: boolean) {
    setLegal(on);
    setErrors({});
    // The quote for a legal entity differs (no online payment, no gift cards): load it.
    setSearchParams({ legalEntity: on ? 'y' : 'n' }, { replace: true, preventScrollReset: true });
  }

  /** Shows errors and moves the focus to the first field that has one. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = {
      ...recipientErrors(recipient, variant, t),
      ...(legal ? legalEntityFieldErrors(legalEntity, t) : {}),
    };
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    const body: PlaceOrderBody = {
      recipient,
      ...(legal ? { legalEntity } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    try {
      const placed = await place(body);
      if (!placed) return;
      const { number } = placed.order;
      if (
        placed.payment &&
        delegate('sbpPayment', { orderNumber: number, paymentUrl: placed.payment.confirmationUrl })
      ) {
        // The app pays by SBP; the page shows the order awaiting payment meanwhile.
        navigate(orderSearch(number));
      } else if (placed.payment) {
        setLeaving(true);
        // Back from the payment page lands on the order awaiting payment, not an empty checkout.
        window.history.replaceState(window.history.state, '', orderSearch(placed.order.number));
        window.location.assign(placed.payment.confirmationUrl);
      } else {
        navigate(orderSearch(placed.order.number));
      }
    } catch (error) {
      showRefusal(error);
      // Not enough stock or a basket that changed meanwhile: show the quote as it is now.
      if (error instanceof ApiError && error.status === 409) revalidator.revalidate();
    }
  }

  /** Field errors go to their fields; lines out of stock are named; anything else above the button. */
  function showRefusal(error: unknown) {
    const fields = error instanceof ApiError ? error.fields : [];
    const own = fields.filter((f) => FORM_FIELD.test(f.name));
    if (own.length)
      showErrors(Object.fromEntries(own.map((f) => [f.name, fieldMessage(t, f.name, f.message, f.params)])));
    const short = new Set(fields.filter((f) => f.name.startsWith(LINE)).map((f) => Number(f.name.slice(LINE.length))));
    const texts = new Set(
      fields
        .filter((f) => !FORM_FIELD.test(f.name) && !f.name.startsWith(LINE))
        .map((f) => fieldMessage(t, f.name, f.message, f.params)),
    );
    const names = quote.groups.flatMap((g) => g.lines.filter((l) => short.has(l.productId)).map((l) => l.name));
    if (names.length) texts.add(t('checkoutPage.outOfStockLines', { names: names.join(', ') }));
    if (texts.size === 0 && own.length === 0) texts.add(apiMessage(error, t));
    setFormError(texts.size ? [...texts].join(' ') : null);
  }

  const problems = quote.problems.filter((p) => !SHOWN_IN_PLACE.has(p.name));
  const busy = sending || leaving;
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="checkout-goods">
          <h2 id="checkout-goods">{t('checkoutPage.totals.goods')}</h2>
          <DeliveryGroups groups={quote.groups} />
          <Link to={basketPath}>{t('checkoutPage.editDelivery')}</Link>
        </section>
        <form id={FORM_ID} ref={form} onSubmit={submit} noValidate className="checkout-form">
          <RecipientFields value={recipient} onChange={setRecipient} errors={errors} />
          <CheckboxField
            label={t('checkoutPage.legalEntity.toggle')}
            name="legalEntityToggle"
            checked={legal}
            onChange={(e) => toggleLegal(e.target.checked)}
          />
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
        </form>
      </div>
      <aside className="checkout-aside" aria-label={t('checkoutPage.totals.title')}>
        <PromoCode quote={quote} change={change} />
        <GiftCards quote={quote} change={change} />
        <PaymentMethodChoice quote={quote} change={change} />
        <section className="checkout-section" aria-labelledby="checkout-totals">
          <h2 id="checkout-totals">{t('checkoutPage.totals.title')}</h2>
          <CheckoutTotals quote={quote} />
          {problems.length ? (
            <ul className="checkout-problems">
              {problems.map((p) => (
                <li key={`${p.name}:${p.message}`} className="checkout-warning">
                  {fieldMessage(t, p.name, p.message, p.params)}
                </li>
              ))}
            </ul>
          ) : null}
          {formError ? (
            <p className="checkout-warning" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary checkout-place"
            disabled={busy || !quote.canPlace}
            aria-busy={busy}
          >
            {busy ? t('checkoutPage.placing') : t('checkoutPage.place')}
          </button>
        </section>
      </aside>
    </div>
  );
}
