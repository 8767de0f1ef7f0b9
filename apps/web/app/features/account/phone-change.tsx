/** The phone is changed only by confirming the new number with the SMS code sent to it. */
import { formatPhone } from '@storefront/domain/phone-masks';
import { checkPhone } from '@storefront/domain/validation/fields';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { PhoneField } from '../../ui/masked-fields';
import { Modal } from '../../ui/modal';
import { useSmsCodeStep } from '../../ui/sms-code-field';
import { useToast } from '../../ui/toast';
import { confirmPhone, requestPhoneCode } from './account-api';

export function PhoneChange({ phone }: { phone: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const { refresh } = useUserState();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const step = useSmsCodeStep(() => requestPhoneCode(variant, number));

  function close() {
    setOpen(false);
    setNumber('');
    step.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.sent) {
      void step.run(async () => {
        await confirmPhone(variant, number, step.code);
        toast.show(t('account.phone.changed'), 'success');
        close();
        refresh();
      });
      return;
    }
    const problem = checkPhone(number, variant);
    if (problem) step.setErrors({ phoneNumber: t(problem) });
    else void step.send();
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
      <Modal open={open} onClose={close} title={t('account.phone.change')} disableClose={step.busy}>
        <form className="account-form" onSubmit={submit} noValidate>
          <PhoneField
            label={t('account.phone.new')}
            name="phoneNumber"
            value={number}
            readOnly={step.sent}
            onValueChange={setNumber}
            error={step.errors.phoneNumber}
          />
          {step.field(t('auth.codeSent', { phone: formatPhone(number, variant) }))}
          {step.errors.form ? (
            <p role="alert" className="form-field__error">
              {step.errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={step.busy}>
            {t(step.sent ? 'account.phone.confirm' : 'auth.getCode')}
          </button>
        </form>
      </Modal>
    </div>
  );
}
