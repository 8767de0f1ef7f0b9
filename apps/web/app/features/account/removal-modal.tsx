/**
 * Account removal: a warning that it cannot be undone, a code sent to the account's phone, and the
 * final confirmation. Afterwards every session has ended and the shopper lands on the home page.
 */
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { useSmsCodeStep } from '../../ui/sms-code-field';
import { removeAccount, requestRemovalCode } from './account-api';

export function RemovalButton() {
  const { t } = useI18n();
  const variant = useVariant();
  const { user } = useUserState();
  const [open, setOpen] = useState(false);
  const step = useSmsCodeStep(() => requestRemovalCode(variant));

  function close() {
    setOpen(false);
    step.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!step.sent) {
      void step.send();
      return;
    }
    void step.run(async () => {
      await removeAccount(variant, step.code);
      window.location.assign(buildPath('MainIndex', variant));
    });
  }

  return (
    <>
      <button type="button" className="link-button account-removal__open" onClick={() => setOpen(true)}>
        {t('account.removal.open')}
      </button>
      <Modal open={open} onClose={close} title={t('account.removal.title')} disableClose={step.busy}>
        <form className="account-removal" onSubmit={submit} noValidate>
          <p>{t('account.removal.warning')}</p>
          {step.field(t('account.removal.codeSent', { phone: formatPhone(user.phone, variant) }))}
          {step.errors.form || step.errors.phoneNumber ? (
            <p role="alert" className="form-field__error">
              {step.errors.form ?? step.errors.phoneNumber}
            </p>
          ) : null}
          <div className="confirm-actions">
            <button type="submit" className="button button--primary" disabled={step.busy}>
              {t(step.sent ? 'account.removal.confirm' : 'account.removal.sendCode')}
            </button>
            <button type="button" className="button" onClick={close} disabled={step.busy}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
