/** The phone is changed only by confirming the new number with the SMS code sent to it. */
import { formatPhone } from '@storefront/domain/phone-masks';
import { checkPhone } from '@storefront/domain/validation/fields';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { TextField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { SmsCodeField, type SmsCodeSent } from '../../ui/sms-code-field';
import { useToast } from '../../ui/toast';
import { confirmPhone, requestPhoneCode } from './account-api';

export function PhoneChange({ phone }: { phone: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { refresh } = useUserState();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<SmsCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setSent(null);
    setNumber('');
    setCode('');
    setErrors({});
  }

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

  const sendCode = () => run(async () => setSent(await requestPhoneCode(variant, number)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sent) {
      void run(async () => {
        await confirmPhone(variant, number, code.trim());
        toast.show(t('account.phone.changed'), 'success');
        close();
        refresh();
      });
      return;
    }
    const problem = checkPhone(number, variant);
    if (problem) setErrors({ phoneNumber: t(problem) });
    else void sendCode();
  }

  return (
    <div className="account-phone">
      <p>
        <span className="account-phone__label">{t('profile.phone')}: </span>
        <span>{formatPhone(phone, variant)}</span>
      </p>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('account.phone.change')}
      </button>
      <Modal open={open} onClose={close} title={t('account.phone.change')} disableClose={busy}>
        <form className="account-form" onSubmit={submit} noValidate>
          <TextField
            label={t('account.phone.new')}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            value={number}
            readOnly={sent !== null}
            onChange={(e) => setNumber(e.target.value)}
            error={errors.phoneNumber}
          />
          {sent ? (
            <SmsCodeField
              note={t('auth.codeSent', { phone: formatPhone(number, variant) })}
              sent={sent}
              value={code}
              onChange={setCode}
              error={errors.phoneCode}
              onResend={sendCode}
              busy={busy}
            />
          ) : null}
          {errors.form ? (
            <p role="alert" className="form-field__error">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(sent ? 'account.phone.confirm' : 'auth.getCode')}
          </button>
        </form>
      </Modal>
    </div>
  );
}
