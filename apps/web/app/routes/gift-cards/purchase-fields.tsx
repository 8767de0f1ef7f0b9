/** The fields of the purchase's steps: design, amount, greeting and send time. */
import { GIFT_CARD_AMOUNT } from '@storefront/domain/constants';
import {
  GIFT_CARD_AMOUNT_PRESETS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_GREETING_MAX,
  giftCardDesignImage,
} from '@storefront/domain/gift-cards';
import { useId } from 'react';
import { GiftCardPicture } from '../../features/gift-cards/gift-card-picture';
import type { FieldErrors } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { timeZoneLabel } from '../../lib/time-zone-label';
import { useHydrated } from '../../lib/use-hydrated';
import { SelectField, TextAreaField, TextField } from '../../ui/form-fields';
import { PhoneField } from '../../ui/masked-fields';
import type { PurchaseForm } from './purchase-form';

export type SetField = <K extends keyof PurchaseForm>(key: K) => (value: PurchaseForm[K]) => void;

export function DesignChoice({
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
          <GiftCardPicture src={giftCardDesignImage(design)} sizes="(max-width: 600px) 50vw, 300px" lazy />
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

/** A preset or another amount; without JavaScript the preset is posted as `amountPreset`. */
export function AmountChoice({
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

export function GreetingFields({ form, set, errors }: { form: PurchaseForm; set: SetField; errors: FieldErrors }) {
  const { t } = useI18n();
  const textOf = (key: keyof PurchaseForm) => (e: { target: { value: string } }) => set(key)(e.target.value as never);
  return (
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
      <PhoneField
        label={t('giftCards.greeting.recipientPhone')}
        name="recipientPhone"
        autoComplete="off"
        value={form.recipientPhone}
        onValueChange={set('recipientPhone')}
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
  );
}

export function SendTimeChoice({
  form,
  set,
  timeZones,
  errors,
}: {
  form: PurchaseForm;
  set: SetField;
  timeZones: readonly { id: string; utc: string }[];
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  // Without JavaScript the choice of a time cannot reveal its fields: they are always there.
  const hydrated = useHydrated();
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
      {form.sendMode === 'later' || !hydrated ? (
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
            name="timeZone"
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
