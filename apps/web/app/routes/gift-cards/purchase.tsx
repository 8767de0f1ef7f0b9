/**
 * The five-step gift card purchase (intro, design, amount, greeting, send time) and its summary.
 * Every step keeps its input when the shopper goes back or forward; Next checks the step with the
 * domain's rules, the summary places the order (one Idempotency-Key per attempt) and sends the
 * shopper to the payment page.
 */
import { GIFT_CARD_AMOUNT } from '@storefront/domain/constants';
import {
  GIFT_CARD_AMOUNT_PRESETS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_GREETING_MAX,
  GIFT_CARD_STEPS,
  type GiftCardDraft,
  type GiftCardStep,
  giftCardDesignImage,
  giftCardStepErrors,
  instantToZonedTime,
  isGiftCardDesign,
} from '@storefront/domain/gift-cards';
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { orderPlacer } from '../../features/checkout/order-placer';
import { clientApi } from '../../lib/api.client';
import type { GiftCardOrderBody, PlaceOrderResult } from '../../lib/api-types';
import { useOpenPayment } from '../../lib/bridge/use-app-bridge';
import { apiFieldErrors, apiMessage, type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { timeZoneLabel } from '../../lib/time-zone-label';
import { useUserState } from '../../lib/user-state';
import { FormError, SelectField, TextAreaField, TextField } from '../../ui/form-fields';

type Stage = GiftCardStep | 'summary';
const STAGES: readonly Stage[] = [...GIFT_CARD_STEPS, 'summary'];

interface Form {
  design: string;
  /** The amount as typed or picked, rubles. */
  amount: string;
  senderName: string;
  recipientName: string;
  recipientPhone: string;
  greeting: string;
  sendMode: 'now' | 'later';
  date: string;
  time: string;
  timeZone: string;
}

/** The step a field is asked on. */
function stepOfField(name: string): GiftCardStep {
  if (name === 'design' || name === 'amount') return name;
  if (name.startsWith('sendTime')) return 'sendTime';
  return 'greeting';
}

function draftOf(form: Form): GiftCardDraft {
  return {
    design: form.design,
    amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount.replace(/\s/g, '').replace(',', '.')),
    senderName: form.senderName,
    recipientName: form.recipientName,
    recipientPhone: form.recipientPhone,
    greeting: form.greeting,
    sendTime:
      form.sendMode === 'now'
        ? { mode: 'now' }
        : { mode: 'later', date: form.date, time: form.time, timeZone: form.timeZone },
  };
}

export function GiftCardPurchase({
  timeZones,
  defaultTimeZone,
  senderName,
}: {
  timeZones: readonly { id: string; utc: string }[];
  defaultTimeZone: string;
  senderName: string;
}) {
  const { t, money } = useI18n();
  const { isAuthorized, requireAuth } = useUserState();
  const openPayment = useOpenPayment();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [stage, setStage] = useState<Stage>('intro');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, setForm] = useState<Form>(() => {
    const tomorrow = instantToZonedTime(new Date(Date.now() + 86_400_000), defaultTimeZone);
    return {
      design: '',
      amount: '',
      senderName,
      recipientName: '',
      recipientPhone: '',
      greeting: '',
      sendMode: 'now',
      date: tomorrow.date,
      time: '10:00',
      timeZone: defaultTimeZone,
    };
  });
  const at = STAGES.indexOf(stage);
  const place = useMemo(
    () =>
      orderPlacer<GiftCardOrderBody, PlaceOrderResult>((body, key) =>
        clientApi('ru').post('/gift-cards/orders', { body, headers: { 'Idempotency-Key': key } }),
      ),
    [],
  );

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const textOf = (key: keyof Form) => (e: { target: { value: string } }) => set(key)(e.target.value as never);

  const go = (next: Stage) => {
    setStage(next);
    setErrors({});
    setFailure(null);
    // The new step's heading takes the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const messagesOf = (found: { name: string; message: string; params?: Record<string, string> }[]) =>
    Object.fromEntries(found.map((e) => [e.name, fieldMessage(t, e.name, e.message, e.params)]));

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'summary') return;
    const found = giftCardStepErrors(stage, draftOf(form), new Date());
    if (found.length > 0) {
      setErrors(messagesOf(found));
      return;
    }
    go(STAGES[at + 1]!);
  };

  const pay = () =>
    requireAuth(async () => {
      const draft = draftOf(form);
      // Every step again: the send time may have passed while the shopper was on the summary.
      for (const step of GIFT_CARD_STEPS) {
        const found = giftCardStepErrors(step, draft, new Date());
        if (found.length > 0) {
          go(step);
          setErrors(messagesOf(found));
          return;
        }
      }
      setSending(true);
      setFailure(null);
      try {
        const result = await place({ ...draft, quantity: 1, sendTime: draft.sendTime });
        if (!result) return;
        // Paid in the app (SBP) or not paid online: the order page follows.
        if (!result.payment || openPayment(result.order.number, result.payment.confirmationUrl))
          window.location.assign(`${buildPath('BasketOrdersIndex', 'ru')}?order=${result.order.number}`);
      } catch (error) {
        const fields = apiFieldErrors(error, t);
        if (fields) {
          const first = GIFT_CARD_STEPS.find((step) => Object.keys(fields).some((name) => stepOfField(name) === step));
          if (first) go(first);
          setErrors(fields);
        } else {
          setFailure(apiMessage(error, t));
        }
      } finally {
        setSending(false);
      }
    });

  const amountNumber = Number(form.amount);
  const amountMoney =
    Number.isFinite(amountNumber) && amountNumber > 0 ? { amount: amountNumber * 100, currency: 'RUB' as const } : null;
  const sendZone = timeZones.find((z) => z.id === form.timeZone) ?? { id: form.timeZone, utc: '' };
  const sendLabel =
    form.sendMode === 'now'
      ? t('giftCards.sendTime.withinHours')
      : `${form.date} ${form.time}, ${timeZoneLabel(t, sendZone)}`;

  return (
    <div className="gift-purchase">
      <ol className="checkout-stages gift-purchase__steps" aria-label={t('giftCards.steps.label')}>
        {STAGES.map((s, i) => (
          <li
            key={s}
            className={`checkout-stages__step${i < at ? ' checkout-stages__step--done' : ''}${i === at ? ' checkout-stages__step--current' : ''}`}
            aria-current={i === at ? 'step' : undefined}
          >
            {i < at ? (
              <button type="button" className="link-button" onClick={() => go(s)}>
                {t(`giftCards.steps.${s}`)}
              </button>
            ) : (
              t(`giftCards.steps.${s}`)
            )}
          </li>
        ))}
      </ol>
      <form className="gift-purchase__step" onSubmit={next} noValidate>
        <p className="gift-purchase__count">{t('giftCards.stepOf', { n: at + 1, total: STAGES.length })}</p>
        <h2 ref={headingRef} tabIndex={-1}>
          {t(`giftCards.steps.${stage}`)}
        </h2>
        {stage === 'intro' ? (
          <div className="gift-purchase__intro">
            <img src={giftCardDesignImage('thanks')} alt="" width={400} height={250} />
            <div>
              <p>{t('giftCards.intro.lead')}</p>
              <ul>
                <li>{t('giftCards.intro.point1')}</li>
                <li>{t('giftCards.intro.point2')}</li>
                <li>{t('giftCards.intro.point3')}</li>
              </ul>
            </div>
          </div>
        ) : null}
        {stage === 'design' ? (
          <DesignChoice value={form.design} onChange={set('design')} error={errors.design} />
        ) : null}
        {stage === 'amount' ? (
          <AmountChoice value={form.amount} onChange={set('amount')} error={errors.amount} />
        ) : null}
        {stage === 'greeting' ? (
          <div className="gift-purchase__fields">
            <TextField
              label={t('giftCards.greeting.senderName')}
              name="senderName"
              autoComplete="given-name"
              value={form.senderName}
              onChange={textOf('senderName')}
              error={errors.senderName}
            />
            <TextField
              label={t('giftCards.greeting.recipientName')}
              name="recipientName"
              autoComplete="off"
              value={form.recipientName}
              onChange={textOf('recipientName')}
              error={errors.recipientName}
            />
            <TextField
              label={t('giftCards.greeting.recipientPhone')}
              name="recipientPhone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+7 (___) ___-__-__"
              value={form.recipientPhone}
              onChange={textOf('recipientPhone')}
              onBlur={() => {
                const digits = form.recipientPhone.replace(/\D/g, '');
                if (digits.length >= 11) set('recipientPhone')(formatPhone(digits, 'ru'));
              }}
              error={errors.recipientPhone}
            />
            <TextAreaField
              label={t('giftCards.greeting.text')}
              name="greeting"
              rows={4}
              value={form.greeting}
              onChange={textOf('greeting')}
              error={errors.greeting}
            />
            <p className="gift-purchase__hint" aria-live="polite">
              {t('giftCards.greeting.left', { count: Math.max(0, GIFT_CARD_GREETING_MAX - form.greeting.length) })}
            </p>
          </div>
        ) : null}
        {stage === 'sendTime' ? <SendTimeChoice form={form} set={set} timeZones={timeZones} errors={errors} /> : null}
        {stage === 'summary' ? (
          <div className="gift-purchase__summary">
            {isGiftCardDesign(form.design) ? (
              <img src={giftCardDesignImage(form.design)} alt="" width={400} height={250} />
            ) : null}
            <dl className="gift-purchase__facts">
              <dt>{t('giftCards.summary.design')}</dt>
              <dd>{t(`giftCards.design.${form.design}`)}</dd>
              <dt>{t('giftCards.summary.amount')}</dt>
              <dd>{amountMoney ? money(amountMoney) : ''}</dd>
              <dt>{t('giftCards.summary.from')}</dt>
              <dd>{form.senderName}</dd>
              <dt>{t('giftCards.summary.to')}</dt>
              <dd>
                {form.recipientName}, {formatPhone(form.recipientPhone, 'ru')}
              </dd>
              {form.greeting ? (
                <>
                  <dt>{t('giftCards.summary.greeting')}</dt>
                  <dd className="gift-purchase__greeting">{form.greeting}</dd>
                </>
              ) : null}
              <dt>{t('giftCards.summary.sendAt')}</dt>
              <dd>{sendLabel}</dd>
              <dt>{t('giftCards.summary.total')}</dt>
              <dd>
                <strong>{amountMoney ? money(amountMoney) : ''}</strong>
              </dd>
            </dl>
            <p className="gift-purchase__hint">{t('giftCards.summary.payNote')}</p>
            <FormError message={failure} />
          </div>
        ) : null}
        <div className="gift-purchase__nav">
          {at > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => go(STAGES[at - 1]!)}>
              {t('giftCards.back')}
            </button>
          ) : null}
          {stage === 'summary' ? (
            <button type="button" className="button button--primary" disabled={sending} onClick={pay}>
              {isAuthorized ? t('giftCards.summary.pay') : t('giftCards.summary.login')}
            </button>
          ) : (
            <button type="submit" className="button button--primary">
              {stage === 'intro' ? t('giftCards.intro.start') : t('giftCards.next')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

function DesignChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  const errorId = useId();
  return (
    <fieldset className="gift-designs" aria-describedby={error ? errorId : undefined}>
      <legend className="visually-hidden">{t('giftCards.design.legend')}</legend>
      {GIFT_CARD_DESIGNS.map((design) => (
        <label key={design} className={`gift-designs__item${value === design ? ' gift-designs__item--chosen' : ''}`}>
          <input
            type="radio"
            name="design"
            value={design}
            checked={value === design}
            onChange={() => onChange(design)}
          />
          <img src={giftCardDesignImage(design)} alt="" width={400} height={250} loading="lazy" />
          <span>{t(`giftCards.design.${design}`)}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function AmountChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const { t, money } = useI18n();
  return (
    <div className="gift-amounts">
      <fieldset className="gift-amounts__presets">
        <legend>{t('giftCards.amount.legend')}</legend>
        {GIFT_CARD_AMOUNT_PRESETS.map((amount) => (
          <label
            key={amount}
            className={`gift-amounts__preset${value === String(amount) ? ' gift-amounts__preset--chosen' : ''}`}
          >
            <input
              type="radio"
              name="amountPreset"
              value={amount}
              checked={value === String(amount)}
              onChange={() => onChange(String(amount))}
            />
            {money({ amount: amount * 100, currency: 'RUB' })}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('giftCards.amount.other')}
        name="amount"
        inputMode="numeric"
        min={GIFT_CARD_AMOUNT.min}
        max={GIFT_CARD_AMOUNT.max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <p className="gift-purchase__hint">{t('giftCards.amount.hint')}</p>
    </div>
  );
}

function SendTimeChoice({
  form,
  set,
  timeZones,
  errors,
}: {
  form: Form;
  set: <K extends keyof Form>(key: K) => (value: Form[K]) => void;
  timeZones: readonly { id: string; utc: string }[];
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  return (
    <div className="gift-send">
      <fieldset>
        <legend>{t('giftCards.sendTime.legend')}</legend>
        <label className="form-check">
          <input
            type="radio"
            name="sendMode"
            value="now"
            checked={form.sendMode === 'now'}
            onChange={() => set('sendMode')('now')}
          />
          {t('giftCards.sendTime.now')}
        </label>
        <p className="gift-purchase__hint">{t('giftCards.sendTime.nowHint')}</p>
        <label className="form-check">
          <input
            type="radio"
            name="sendMode"
            value="later"
            checked={form.sendMode === 'later'}
            onChange={() => set('sendMode')('later')}
          />
          {t('giftCards.sendTime.later')}
        </label>
      </fieldset>
      {form.sendMode === 'later' ? (
        <div className="gift-send__when">
          <TextField
            label={t('giftCards.sendTime.date')}
            type="date"
            name="date"
            value={form.date}
            onChange={(e) => set('date')(e.target.value)}
            error={errors['sendTime.date']}
          />
          <TextField
            label={t('giftCards.sendTime.time')}
            type="time"
            name="time"
            value={form.time}
            onChange={(e) => set('time')(e.target.value)}
            error={errors['sendTime.time']}
          />
          <SelectField
            label={t('giftCards.sendTime.timeZone')}
            value={form.timeZone}
            onChange={(e) => set('timeZone')(e.target.value)}
            error={errors['sendTime.timeZone']}
          >
            {timeZones.map((z) => (
              <option key={z.id} value={z.id}>
                {timeZoneLabel(t, z)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </div>
  );
}
