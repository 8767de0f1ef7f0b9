/** The purchase's last step: what the card will be, to whom and when, and what it costs. */
import {
  GIFT_CARD_IMAGE,
  giftCardDesignImage,
  giftCardDesignSrcSet,
  isGiftCardDesign,
} from '@storefront/domain/gift-cards';
import { formatPhone } from '@storefront/domain/phone-masks';
import { useI18n } from '../../lib/i18n';
import { timeZoneLabel } from '../../lib/time-zone-label';
import { FormError } from '../../ui/form-fields';
import type { PurchaseForm } from './purchase-form';

export function PurchaseSummary({
  form,
  timeZones,
  failure,
}: {
  form: PurchaseForm;
  timeZones: readonly { id: string; utc: string }[];
  failure: string | null;
}) {
  const { t, money } = useI18n();
  const amountNumber = Number(form.amount);
  const amountMoney =
    Number.isFinite(amountNumber) && amountNumber > 0 ? { amount: amountNumber * 100, currency: 'RUB' as const } : null;
  const sendZone = timeZones.find((z) => z.id === form.timeZone) ?? { id: form.timeZone, utc: '' };
  const sendLabel =
    form.sendMode === 'now'
      ? t('giftCards.sendTime.withinHours')
      : `${form.date} ${form.time}, ${timeZoneLabel(t, sendZone)}`;
  return (
    <div className="gift-purchase__summary">
      {isGiftCardDesign(form.design) ? (
        <img
          src={giftCardDesignImage(form.design)}
          srcSet={giftCardDesignSrcSet(giftCardDesignImage(form.design))}
          sizes="(max-width: 440px) 100vw, 400px"
          alt=""
          width={GIFT_CARD_IMAGE.width}
          height={GIFT_CARD_IMAGE.height}
        />
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
  );
}
