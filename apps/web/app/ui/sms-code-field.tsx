/**
 * The SMS-code step of every form that confirms a phone (login, a new phone, account removal): the
 * note saying where the code went, the code field (digits only, the code's length, the phone's
 * one-time-code autofill) and the resend link, which unlocks after the API's resend pause.
 */
import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { formatWait } from '../lib/wait-time';
import { TextField } from './form-fields';

export interface SmsCodeSent {
  codeLength: number;
  resendAfterS: number;
}

export function SmsCodeField({
  note,
  sent,
  value,
  onChange,
  error,
  onResend,
  busy,
}: {
  /** Where the code went ("We sent a code to …"). */
  note: string;
  /** The API's answer to the latest request: a new one restarts the resend pause. */
  sent: SmsCodeSent;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  onResend: () => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  // Seconds since the latest code went out; the resend unlocks at resendAfterS.
  const [waited, setWaited] = useState(0);
  const [counting, setCounting] = useState(sent);
  if (counting !== sent) {
    setCounting(sent);
    setWaited(0);
  }
  useEffect(() => {
    const timer = setInterval(() => setWaited((w) => w + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = sent.resendAfterS - waited;
  return (
    <>
      <p className="auth-form__note" role="status">
        {note}
      </p>
      <TextField
        label={t('auth.code')}
        name="phoneCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d*"
        maxLength={sent.codeLength}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        error={error}
      />
      {left > 0 ? (
        <p className="auth-form__note" aria-live="off">
          {t('auth.resendIn', { time: formatWait(t, left) })}
        </p>
      ) : (
        <button type="button" className="link-button sms-code__resend" onClick={onResend} disabled={busy}>
          {t('auth.resend')}
        </button>
      )}
    </>
  );
}
