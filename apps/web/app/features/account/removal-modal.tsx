/**
 * Account removal: a warning that it cannot be undone, a code sent to the account's phone, and the
 * final confirmation. Afterwards every session has ended and the shopper lands on the home page.
 */
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { SmsCodeField, type SmsCodeSent } from '../../ui/sms-code-field';
import { removeAccount, requestRemovalCode } from './account-api';

export function RemovalButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const { user } = useUserState();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SmsCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setSent(null);
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

  const sendCode = () => run(async () => setSent(await requestRemovalCode(variant)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) {
      void sendCode();
      return;
    }
    void run(async () => {
      await removeAccount(variant, code.trim());
      window.location.assign(buildPath('MainIndex', variant));
    });
  }

  return (
    <>
      <button type="button" className="link-button account-removal__open" onClick={() => setOpen(true)}>
        {t('account.removal.open')}
      </button>
      <Modal open={open} onClose={close} title={t('account.removal.title')} disableClose={busy}>
        <form className="account-removal" onSubmit={submit} noValidate>
          <p>{t('account.removal.warning')}</p>
          {sent ? (
            <SmsCodeField
              note={t('account.removal.codeSent', { phone: formatPhone(user.phone, variant) })}
              sent={sent}
              value={code}
              onChange={setCode}
              error={errors.phoneCode}
              onResend={sendCode}
              busy={busy}
            />
          ) : null}
          {errors.form || errors.phoneNumber ? (
            <p role="alert" className="form-field__error">
              {errors.form ?? errors.phoneNumber}
            </p>
          ) : null}
          <div className="confirm-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(sent ? 'account.removal.confirm' : 'account.removal.sendCode')}
            </button>
            <button type="button" className="button" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
