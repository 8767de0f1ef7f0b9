/**
 * The courier's date and slot: the days ahead with their slots (Monday to Friday, 10:00–18:00),
 * 'within 3 hours' when a shop can bring the goods today, and the nearest time spelled out. An
 * earlier time is refused by the server with that nearest time.
 */
import { formatDeliveryDay, IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import { useEffect, useId, useState } from 'react';
import type { CourierSlots } from '../../lib/api-types';
import { slotText } from '../../lib/delivery-text';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { fetchCourierSlots } from './basket-delivery-api';
import { DeliveryForm, useDeliveryFetcher } from './delivery-form';

export function CourierTimeModal({
  open,
  onClose,
  chosen,
}: {
  open: boolean;
  onClose: () => void;
  chosen: { date: string | null; timeSlot: string | null };
}) {
  const { t, locale } = useI18n();
  const variant = useVariant();
  const [slots, setSlots] = useState<CourierSlots | null>(null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fetcher = useDeliveryFetcher({ onDone: onClose, onRefusal: setError });
  const busy = fetcher.state !== 'idle';
  const dateId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setSlots(null);
    setError(null);
    fetchCourierSlots(variant)
      .then((s) => {
        if (!live) return;
        setSlots(s);
        // A stored time that is no longer on offer gives way to the nearest one.
        const offered =
          chosen.timeSlot === IMMEDIATE_SLOT
            ? s.immediate && chosen.date === s.today
            : s.days.some((d) => d.date === chosen.date && d.slots.some((x) => x === chosen.timeSlot));
        setDate(offered && chosen.date ? chosen.date : s.nearest.date);
        setSlot(offered && chosen.timeSlot ? chosen.timeSlot : s.nearest.timeSlot);
      })
      .catch(() => live && setError(t('common.requestErrors.fallbackGet')));
    return () => {
      live = false;
    };
  }, [open, variant, t, chosen.date, chosen.timeSlot]);

  // Today is on the list for 'within 3 hours' even when the provider has no slot left today.
  const days = slots
    ? [
        ...(slots.immediate && slots.days[0]?.date !== slots.today ? [{ date: slots.today, slots: [] }] : []),
        ...slots.days,
      ]
    : [];
  const day = days.find((d) => d.date === date);
  const choices: string[] = [
    ...(slots?.immediate && date === slots.today ? [IMMEDIATE_SLOT] : []),
    ...(day?.slots ?? []),
  ];

  function pickDate(next: string) {
    setDate(next);
    const nextDay = days.find((d) => d.date === next);
    const offered = [...(slots?.immediate && next === slots.today ? [IMMEDIATE_SLOT] : []), ...(nextDay?.slots ?? [])];
    if (!offered.includes(slot)) setSlot(offered[0] ?? '');
  }

  return (
    <Modal open={open} onClose={onClose} title={t('basketDelivery.time')} disableClose={busy}>
      {slots === null && !error ? <p aria-busy="true">{t('stores.loading')}</p> : null}
      {slots ? (
        <DeliveryForm
          fetcher={fetcher}
          fields={{ method: 'courier', date }}
          className="courier-time"
          onSubmit={() => setError(null)}
        >
          <p className="courier-time__nearest">
            {t('basketDelivery.nearestTime', {
              date: formatDeliveryDay(slots.nearest.date, locale),
              slot: slots.nearest.timeSlot,
            })}
          </p>
          <div className="form-field">
            <label htmlFor={dateId} className="form-field__label">
              {t('basketDelivery.date')}
            </label>
            <select id={dateId} className="form-field__input" value={date} onChange={(e) => pickDate(e.target.value)}>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {formatDeliveryDay(d.date, locale)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="courier-time__slots">
            <legend>{t('basketDelivery.slot')}</legend>
            {choices.map((s) => (
              <label key={s} className="courier-time__slot">
                <input type="radio" name="timeSlot" value={s} checked={slot === s} onChange={() => setSlot(s)} />
                {slotText(t, s)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy || !slot}>
            {t('basketDelivery.saveTime')}
          </button>
        </DeliveryForm>
      ) : null}
      {error ? (
        <p role="alert" className="form-field__error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
