/**
 * Notification settings: newsletter; order status by e-mail; product arrival by push and e-mail;
 * do-not-disturb from/to in HH:MM with a time zone (checked with the domain's rules: valid times,
 * both or neither, start ≠ end). SMS and push inside the window wait for its end.
 */
import { dndErrors, type NotificationSettings } from '@storefront/domain/do-not-disturb';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { timeZoneLabel } from '../../lib/time-zone-label';
import { useVariant } from '../../lib/variant';
import { CheckboxField, TextField } from '../../ui/form-fields';
import { useToast } from '../../ui/toast';
import { saveNotificationSettings } from './account-api';

export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useI18n();
  const variant = useVariant();
  const layout = useLayout();
  const toast = useToast();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const flag = (name: 'subscribe' | 'orderStatusEmail' | 'arrivalPush' | 'arrivalEmail') => ({
    name,
    checked: value[name],
    onChange: (e: { target: { checked: boolean } }) => setValue((v) => ({ ...v, [name]: e.target.checked })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(dndErrors(value.dndFrom, value.dndTo).map((e) => [e.name, t(e.message)]));
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setValue(
        await saveNotificationSettings(variant, {
          ...value,
          dndFrom: value.dndFrom.trim(),
          dndTo: value.dndTo.trim(),
          dndTimeZone: value.dndTimeZone as never,
        }),
      );
      toast.show(t('account.saved'), 'success');
    } catch (e) {
      setErrors(apiFieldErrors(e, t) ?? { form: apiMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <fieldset className="account-fieldset">
        <legend>{t('account.notifications.newsletter')}</legend>
        <CheckboxField label={t('account.notifications.subscribe')} {...flag('subscribe')} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('account.notifications.orders')}</legend>
        <CheckboxField label={t('account.notifications.orderStatusEmail')} {...flag('orderStatusEmail')} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('account.notifications.arrival')}</legend>
        <CheckboxField label={t('account.notifications.arrivalPush')} {...flag('arrivalPush')} />
        <CheckboxField label={t('account.notifications.arrivalEmail')} {...flag('arrivalEmail')} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('account.notifications.dnd')}</legend>
        <p className="account-fieldset__hint">{t('account.notifications.dndHint')}</p>
        <div className="address-form__row">
          <TextField
            label={t('account.notifications.dndFrom')}
            name="dndFrom"
            inputMode="numeric"
            placeholder="22:00"
            maxLength={5}
            value={value.dndFrom}
            onChange={(e) => setValue((v) => ({ ...v, dndFrom: e.target.value }))}
            error={errors.dndFrom}
          />
          <TextField
            label={t('account.notifications.dndTo')}
            name="dndTo"
            inputMode="numeric"
            placeholder="08:00"
            maxLength={5}
            value={value.dndTo}
            onChange={(e) => setValue((v) => ({ ...v, dndTo: e.target.value }))}
            error={errors.dndTo}
          />
        </div>
        <div className="form-field">
          <label htmlFor="dnd-time-zone" className="form-field__label">
            {t('account.notifications.dndTimeZone')}
          </label>
          <select
            id="dnd-time-zone"
            className="form-field__input"
            value={value.dndTimeZone}
            onChange={(e) => setValue((v) => ({ ...v, dndTimeZone: e.target.value }))}
          >
            <option value="default">{t('account.notifications.dndTimeZoneDefault')}</option>
            {(layout?.timeZoneList ?? []).map((z) => (
              <option key={z.id} value={z.id}>
                {timeZoneLabel(t, z)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="form-field__error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('auth.save')}
      </button>
    </form>
  );
}
