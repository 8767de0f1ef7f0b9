/**
 * How to pay online, where the variant offers more than a card (SBP in ru): choices that belong to
 * the order's form (`form`), sent with it as `onlineMethod`, so it works without JavaScript. The
 * mobile app pays through its SBP screen, so SBP is chosen there from the start.
 */
import { onlinePaymentMethods } from '@storefront/domain/online-payment';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';

export function OnlineMethodChoice({ form }: { form: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const { isMobileApp } = useAppBridge();
  const methods = onlinePaymentMethods(variant);
  if (methods.length < 2) return null;
  const initial = isMobileApp && methods.includes('sbp') ? 'sbp' : methods[0];
  return (
    <fieldset className="checkout-fieldset online-methods">
      <legend>{t('payments.method.title')}</legend>
      {methods.map((method) => (
        <label key={method} className="online-methods__item">
          <input type="radio" form={form} name="onlineMethod" value={method} defaultChecked={method === initial} />
          {t(`payments.method.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}
