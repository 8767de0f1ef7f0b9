/**
 * Personal data: first name, e-mail, newsletter, time zone (the layout's timeZoneList) and the
 * legal-entity flag, checked with the spec's rules before sending. Saved on the server; the header
 * and the layout's user block are reloaded at once.
 */
import { checkEmail, checkFirstName } from '@storefront/domain/validation/fields';
import { type FormEvent, useState } from 'react';
import type { UserBlock } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { timeZoneLabel, timeZoneName } from '../../lib/time-zone-label';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { CheckboxField, TextField } from '../../ui/form-fields';
import { useToast } from '../../ui/toast';
import { savePersonal } from './account-api';

export function PersonalForm({ user }: { user: UserBlock }) {
  const { t } = useI18n();
  const variant = useVariant();
  const layout = useLayout();
  const toast = useToast();
  const { refresh } = useUserState();
  const [firstName, setFirstName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [subscribe, setSubscribe] = useState(user.subscribe);
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [legalEntity, setLegalEntity] = useState(user.legalEntity);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameError = checkFirstName(firstName);
    if (nameError) found.firstName = t(nameError);
    const emailError = checkEmail(email);
    if (emailError) found.email = t(emailError);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await savePersonal(variant, {
        firstName: firstName.trim(),
        email: email.trim(),
        subscribe,
        timeZone: timeZone as never,
        legalEntity,
      });
      toast.show(t('account.saved'), 'success');
      refresh();
    } catch (e) {
      setErrors(apiFieldErrors(e, t) ?? { form: apiMessage(e, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label={t('auth.firstName')}
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={errors.firstName}
        maxLength={100}
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        maxLength={254}
      />
      <div className="form-field">
        <label htmlFor="personal-time-zone" className="form-field__label">
          {t('account.personal.timeZone')}
        </label>
        <select
          id="personal-time-zone"
          className="form-field__input"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
        >
          <option value="default">
            {t('account.personal.timeZoneDefault', { zone: timeZoneName(t, user.serverTimeZone) })}
          </option>
          {(layout?.timeZoneList ?? []).map((z) => (
            <option key={z.id} value={z.id}>
              {timeZoneLabel(t, z)}
            </option>
          ))}
        </select>
        {errors.timeZone ? (
          <p className="form-field__error" role="alert">
            {errors.timeZone}
          </p>
        ) : null}
      </div>
      <CheckboxField
        label={t('auth.subscribe')}
        name="subscribe"
        checked={subscribe}
        onChange={(e) => setSubscribe(e.target.checked)}
      />
      <CheckboxField
        label={t('account.personal.legalEntity')}
        name="legalEntity"
        checked={legalEntity}
        onChange={(e) => setLegalEntity(e.target.checked)}
      />
      {errors.form ? (
        <p role="alert" className="form-field__error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('auth.save')}
      </button>
    </form>
  );
}
