/**
 * The five-step gift card purchase (intro, design, amount, greeting, send time) and its summary.
 * Every step keeps its input when the shopper goes back or forward; Next checks the step with the
 * domain's rules. With JavaScript the steps change in the page and paying posts the form through a
 * fetcher; without it every step is posted to the route's action (purchase-action.server.ts), the
 * answers so far carried as hidden fields. Paying places the order under the key rendered into the
 * summary's form and goes on to the payment page.
 */
import {
  GIFT_CARD_IMAGE,
  GIFT_CARD_STEPS,
  giftCardDesignImage,
  giftCardDesignSrcSet,
  giftCardStepErrors,
  instantToZonedTime,
} from '@storefront/domain/gift-cards';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useActionData, useFetcher } from 'react-router';
import { OnlineMethodChoice } from '../../features/checkout/online-method';
import { useOpenPayment } from '../../lib/bridge/use-app-bridge';
import { apiFieldErrors, apiMessage, type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { ScriptMark } from '../../ui/script-mark';
import type { PurchaseAnswer } from './purchase-action.server';
import { AmountChoice, DesignChoice, GreetingFields, SendTimeChoice, type SetField } from './purchase-fields';
import { draftOf, FORM_FIELDS, isStage, type PurchaseForm, STAGES, STEP_FIELDS, type Stage } from './purchase-form';
import { PurchaseSummary } from './purchase-summary';

const FORM_ID = 'gift-purchase';

type TimeZones = readonly { id: string; utc: string }[];
type StepAnswer = Extract<PurchaseAnswer, { stage: Stage }>;

function startingForm(timeZone: string, senderName: string): PurchaseForm {
  const tomorrow = instantToZonedTime(new Date(Date.now() + 86_400_000), timeZone);
  const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, ''])) as Record<keyof PurchaseForm, string>;
  return { ...form, senderName, sendMode: 'now', date: tomorrow.date, time: '10:00', timeZone };
}

export function GiftCardPurchase({
  timeZones,
  defaultTimeZone,
  senderName,
}: {
  timeZones: TimeZones;
  defaultTimeZone: string;
  senderName: string;
}) {
  const { t } = useI18n();
  const { isAuthorized, requireAuth } = useUserState();
  const openPayment = useOpenPayment();
  const fetcher = useFetcher<PurchaseAnswer>();
  const answer = useActionData<PurchaseAnswer>();
  // A step posted without JavaScript: the page starts where the action left it.
  const posted = answer && 'stage' in answer ? answer : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [stage, setStage] = useState<Stage>(posted?.stage ?? 'intro');
  const [form, setForm] = useState<PurchaseForm>(() => posted?.form ?? startingForm(defaultTimeZone, senderName));
  const [errors, setErrors] = useState<FieldErrors>(() => (posted && apiFieldErrors(posted, t)) || {});
  const [failure, setFailure] = useState(() => failureOf(posted, t));
  const [idempotencyKey] = useState(() => posted?.idempotencyKey ?? crypto.randomUUID());
  const at = STAGES.indexOf(stage);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer of the pay post
  useEffect(() => {
    const paid = fetcher.data;
    if (!paid) return;
    if ('placed' in paid) {
      const { number, payment } = paid.placed;
      // Paid in the app (SBP) or not paid online: the order page follows.
      if (!payment || openPayment(number, payment))
        window.location.assign(`${buildPath('BasketOrdersIndex', 'ru')}?order=${number}`);
      return;
    }
    go(paid.stage);
    setErrors(apiFieldErrors(paid, t) ?? {});
    setFailure(failureOf(paid, t));
  }, [fetcher.data]);

  const set: SetField = (key) => (value) => setForm((f) => ({ ...f, [key]: value }));

  const go = (next: Stage) => {
    setStage(next);
    setErrors({});
    setFailure(null);
    // The new step's heading takes the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  /** The first step with errors, shown with them; false when every step in `steps` is complete. */
  const showsErrors = (steps: readonly Stage[]) => {
    const draft = draftOf(form);
    for (const step of steps) {
      if (step === 'summary') continue;
      const found = giftCardStepErrors(step, draft, new Date());
      if (found.length === 0) continue;
      if (step !== stage) go(step);
      setErrors(Object.fromEntries(found.map((e) => [e.name, fieldMessage(t, e.name, e.message, e.params)])));
      return true;
    }
    return false;
  };

  /** The pressed button says where to: a step, the next one, or paying. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const move = pressed?.value ?? 'next';
    if (isStage(move)) return go(move);
    if (move === 'next' && !showsErrors([stage])) return go(STAGES[at + 1]!);
    if (move !== 'pay') return;
    const formElement = event.currentTarget;
    requireAuth(() => {
      // Every step again: the send time may have passed while the shopper was on the summary.
      if (showsErrors(GIFT_CARD_STEPS)) return;
      setFailure(null);
      const data = new FormData(formElement);
      data.set('move', 'pay');
      fetcher.submit(data, { method: 'post' });
    });
  }

  return (
    <div className="gift-purchase">
      <StepList at={at} />
      <Form id={FORM_ID} method="post" className="gift-purchase__step" onSubmit={submit} noValidate>
        <ScriptMark />
        <input type="hidden" name="stage" value={stage} />
        {stage === 'summary' ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
        {FORM_FIELDS.filter((name) => !STEP_FIELDS[stage].includes(name)).map((name) => (
          <input key={name} type="hidden" name={name} value={form[name]} />
        ))}
        <p className="gift-purchase__count">{t('giftCards.stepOf', { n: at + 1, total: STAGES.length })}</p>
        <h2 ref={headingRef} tabIndex={-1}>
          {t(`giftCards.steps.${stage}`)}
        </h2>
        <StageBody stage={stage} form={form} set={set} errors={errors} timeZones={timeZones} failure={failure} />
        {stage === 'summary' ? <OnlineMethodChoice form={FORM_ID} /> : null}
        {/* Next comes first in the form: Enter in a field goes forward, not back. */}
        <div className="gift-purchase__nav">
          {stage === 'summary' ? (
            <button
              type="submit"
              name="move"
              value="pay"
              className="button button--primary"
              disabled={fetcher.state !== 'idle'}
            >
              {isAuthorized ? t('giftCards.summary.pay') : t('giftCards.summary.login')}
            </button>
          ) : (
            <button type="submit" name="move" value="next" className="button button--primary">
              {stage === 'intro' ? t('giftCards.intro.start') : t('giftCards.next')}
            </button>
          )}
          {at > 0 ? (
            <button type="submit" name="move" value={STAGES[at - 1]} className="button button--secondary">
              {t('giftCards.back')}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** What to say above the pay button about a refusal that names no field. */
function failureOf(answer: StepAnswer | null, t: ReturnType<typeof useI18n>['t']): string | null {
  if (!answer || answer.ok || answer.fields.length > 0) return null;
  return apiMessage(answer, t);
}

/** The steps, the current one marked; a step done is a button back to it. */
function StepList({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <ol className="checkout-stages gift-purchase__steps" aria-label={t('giftCards.steps.label')}>
      {STAGES.map((s, i) => (
        <li
          key={s}
          className={`checkout-stages__step${i < at ? ' checkout-stages__step--done' : ''}${i === at ? ' checkout-stages__step--current' : ''}`}
          aria-current={i === at ? 'step' : undefined}
        >
          {i < at ? (
            <button type="submit" form={FORM_ID} name="move" value={s} className="link-button">
              {t(`giftCards.steps.${s}`)}
            </button>
          ) : (
            t(`giftCards.steps.${s}`)
          )}
        </li>
      ))}
    </ol>
  );
}

function StageBody({
  stage,
  form,
  set,
  errors,
  timeZones,
  failure,
}: {
  stage: Stage;
  form: PurchaseForm;
  set: SetField;
  errors: FieldErrors;
  timeZones: TimeZones;
  failure: string | null;
}) {
  const { t } = useI18n();
  switch (stage) {
    case 'intro':
      return (
        <div className="gift-purchase__intro">
          <img
            src={giftCardDesignImage('thanks')}
            srcSet={giftCardDesignSrcSet(giftCardDesignImage('thanks'))}
            sizes="(max-width: 440px) 100vw, 400px"
            alt=""
            width={GIFT_CARD_IMAGE.width}
            height={GIFT_CARD_IMAGE.height}
          />
          <div>
            <p>{t('giftCards.intro.lead')}</p>
            <ul>
              <li>{t('giftCards.intro.point1')}</li>
              <li>{t('giftCards.intro.point2')}</li>
              <li>{t('giftCards.intro.point3')}</li>
            </ul>
          </div>
        </div>
      );
    case 'design':
      return <DesignChoice value={form.design} onChange={set('design')} error={errors.design} />;
    case 'amount':
      return <AmountChoice value={form.amount} onChange={set('amount')} error={errors.amount} />;
    case 'greeting':
      return <GreetingFields form={form} set={set} errors={errors} />;
    case 'sendTime':
      return <SendTimeChoice form={form} set={set} timeZones={timeZones} errors={errors} />;
    default:
      return <PurchaseSummary form={form} timeZones={timeZones} failure={failure} />;
  }
}
