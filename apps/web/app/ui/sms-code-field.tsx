/**
 * The SMS-code step of every form that confirms a phone (login, a new phone, account removal): the
 * note saying where the code went, the code field (digits only, the code's length, the phone's
 * one-time-code autofill) and the resend link, which unlocks after the API's resend pause.
 * `useSmsCodeStep` holds the step's state for the account's modals.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { apiFieldErrors, apiMessage, type FieldErrors } from '../lib/field-messages';
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

/**
 * A modal's code step: the latest code's answer, the typed code, the errors and the busy flag.
 * `run` runs a request with them; `send` asks for a code with `request` (also the resend);
 * `field(note)` is the code field once a code went out; `reset` forgets it all.
 */
export function useSmsCodeStep(request: () => Promise<SmsCodeSent>) {
  const { t } = useI18n();
  const [sent, setSent] = useState<SmsCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (e) {
      setErrors(apiFieldErrors(e, t) ?? { form: apiMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  const send = () => run(async () => setSent(await request()));

  const field = (note: string): ReactNode =>
    sent ? (
      <SmsCodeField
        note={note}
        sent={sent}
        value={code}
        onChange={setCode}
        error={errors.phoneCode}
        onResend={send}
        busy={busy}
      />
    ) : null;

  function reset() {
    setSent(null);
    setCode('');
    setErrors({});
  }

  return { sent: sent !== null, code: code.trim(), errors, setErrors, busy, run, send, field, reset };
}
