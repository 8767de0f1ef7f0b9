/**
 * The payment timer of an order awaiting payment: mm:ss down to its due time. The server renders
 * the value it sees; the browser takes over with its own clock once hydrated.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatCountdown, secondsLeft } from './countdown';

export function PaymentTimer({ dueAt, onExpire }: { dueAt: string; onExpire: () => void }) {
  const { t } = useI18n();
  const [left, setLeft] = useState(() => secondsLeft(dueAt, Date.now()));
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const s = secondsLeft(dueAt, Date.now());
      setLeft(s);
      return s;
    };
    if (tick() === 0) {
      expire.current();
      return undefined;
    }
    const timer = setInterval(() => {
      if (tick() > 0) return;
      clearInterval(timer);
      expire.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [dueAt]);

  return (
    <p className="payment-timer">
      {t('checkoutPage.timer')}:{' '}
      <time dateTime={`PT${left}S`} className="payment-timer__value" suppressHydrationWarning>
        {formatCountdown(left)}
      </time>
    </p>
  );
}
