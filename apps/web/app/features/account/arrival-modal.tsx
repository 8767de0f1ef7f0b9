/**
 * "Notify me on arrival" for sold-out sizes (the product arrival notification modal): the shopper
 * picks the size and the channels (from the notification settings, saved back to them) and joins
 * the waiting list. Guests are asked to log in first.
 */
import type { NotificationSettings } from '@storefront/domain/do-not-disturb';
import { getRoute, routeExistsIn } from '@storefront/domain/routes';
import { type FormEvent, useState } from 'react';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { CheckboxField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { addToWaitingList, fetchNotificationSettings, saveNotificationSettings } from './account-api';

interface SoldOutSize {
  id: number;
  name: string | null;
}

export function ArrivalNotice({ productName, sizes }: { productName: string; sizes: SoldOutSize[] }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { requireAuth } = useUserState();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [skuId, setSkuId] = useState<number | null>(sizes.length === 1 ? (sizes[0]?.id ?? null) : null);
  const [waiting, setWaiting] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The com variant has no waiting list.
  if (sizes.length === 0 || !routeExistsIn(getRoute('ProfileWaitingListIndex'), variant)) return null;

  function start() {
    requireAuth(() => {
      setError(null);
      setOpen(true);
      fetchNotificationSettings(variant)
        .then(setSettings)
        .catch(() => setError(t('common.requestErrors.fallbackGet')));
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    if (skuId === null) {
      setError(t('product.sizeRequired'));
      return;
    }
    if (!settings.arrivalPush && !settings.arrivalEmail) {
      setError(t('account.arrival.noChannel'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await saveNotificationSettings(variant, { ...settings, dndTimeZone: settings.dndTimeZone as never });
      const result = await addToWaitingList(variant, skuId);
      setWaiting(result.skuIds);
      setOpen(false);
      toast.show(t('waitingList.added'), 'success');
    } catch (e) {
      setError(apiMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  const all = sizes.every((s) => waiting.includes(s.id));
  return (
    <>
      {all ? (
        <p className="product-page__waiting" role="status">
          {t('account.arrival.onList')}
        </p>
      ) : (
        <button type="button" className="button" onClick={start}>
          {t('waitingList.add')}
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('account.arrival.title')} disableClose={busy}>
        <form className="account-form" onSubmit={submit} noValidate>
          <p>{t('account.arrival.text', { name: productName })}</p>
          {sizes.length > 1 ? (
            <fieldset className="courier-time__slots">
              <legend>{t('product.size')}</legend>
              {sizes.map((s) => (
                <label key={s.id} className="courier-time__slot">
                  <input
                    type="radio"
                    name="arrival-size"
                    value={s.id}
                    checked={skuId === s.id}
                    onChange={() => setSkuId(s.id)}
                  />
                  {s.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {settings ? (
            <fieldset className="account-fieldset">
              <legend>{t('account.arrival.channels')}</legend>
              <CheckboxField
                label={t('account.notifications.arrivalPush')}
                checked={settings.arrivalPush}
                onChange={(e) => setSettings({ ...settings, arrivalPush: e.target.checked })}
              />
              <CheckboxField
                label={t('account.notifications.arrivalEmail')}
                checked={settings.arrivalEmail}
                onChange={(e) => setSettings({ ...settings, arrivalEmail: e.target.checked })}
              />
            </fieldset>
          ) : null}
          {error ? (
            <p role="alert" className="form-field__error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy || !settings}>
            {t('account.arrival.submit')}
          </button>
        </form>
      </Modal>
    </>
  );
}
