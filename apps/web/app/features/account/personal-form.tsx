/**
 * Personal data: the profile's fields (as the login asks for them, ui/profile-fields) and the time
 * zone (the layout's timeZoneList), checked with the spec's rules before sending. Saved on the
 * server; the header and the layout's user block are reloaded at once.
 */
import { type FormEvent, useState } from 'react';
import type { UserBlock } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { timeZoneLabel, timeZoneName } from '../../lib/time-zone-label';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { SelectField } from '../../ui/form-fields';
import { ProfileFields, profileBody, profileErrors, useProfileValues } from '../../ui/profile-fields';
import { useToast } from '../../ui/toast';
import { savePersonal } from './account-api';

export function PersonalForm({ user }: { user: UserBlock }) {
  const { t } = useI18n();
  const variant = useVariant();
  const layout = useLayout();
  const toast = useToast();
  const { refresh } = useUserState();
  const [profile, changeProfile] = useProfileValues(user);
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = profileErrors(profile, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await savePersonal(variant, { ...profileBody(profile), timeZone: timeZone as never });
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
      <ProfileFields
        values={profile}
        onChange={changeProfile}
        errors={errors}
        afterEmail={
          <SelectField
            label={t('account.personal.timeZone')}
            name="timeZone"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            error={errors.timeZone}
          >
            <option value="default">
              {t('account.personal.timeZoneDefault', { zone: timeZoneName(t, user.serverTimeZone) })}
            </option>
            {(layout?.timeZoneList ?? []).map((z) => (
              <option key={z.id} value={z.id}>
                {timeZoneLabel(t, z)}
              </option>
            ))}
          </SelectField>
        }
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
