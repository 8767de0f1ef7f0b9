/**
 * The product arrival notification modal (opened by arrival-notice.tsx): the shopper picks the
 * sold-out size and the channels (from the notification settings, saved back to them) and joins
 * the waiting list.
 */
import type { NotificationSettings } from '@storefront/domain/do-not-disturb';
import { type FormEvent, useEffect, useState } from 'react';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CheckboxField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { addToWaitingList, fetchNotificationSettings, saveNotificationSettings } from './account-api';

export interface SoldOutSize {
  id: number;
  name: string | null;
}

export interface ArrivalModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the SKUs on the shopper's waiting list once this product's size has joined it. */
  onAdded: (skuIds: number[]) => void;
  productName: string;
  sizes: SoldOutSize[];
}

export function ArrivalModal({ open, onClose, onAdded, productName, sizes }: ArrivalModalProps) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [skuId, setSkuId] = useState<number | null>(sizes.length === 1 ? (sizes[0]?.id ?? null) : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening reads the settings afresh: they may have changed in the profile meanwhile.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    fetchNotificationSettings(variant)
      .then((loaded) => {
        if (live) setSettings(loaded);
      })
      .catch(() => {
        if (live) setError(t('common.requestErrors.fallbackGet'));
      });
    return () => {
      live = false;
    };
  }, [open, variant, t]);

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
      onAdded(result.skuIds);
      onClose();
      toast.show(t('waitingList.added'), 'success');
    } catch (e) {
      setError(apiMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('account.arrival.title')} disableClose={busy}>
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
  );
}
