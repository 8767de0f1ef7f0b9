/**
 * The shopper's reason for cancelling: a choice and a comment, both optional ('other' needs the
 * comment; the API says so at the field). Held by the modal, or plain fields of the page's form.
 */
import { CANCEL_NOTE_MAX, SHOPPER_CANCEL_REASONS } from '@storefront/domain/cancel-reasons';
import { fieldErrorText, type Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { SelectField, TextAreaField } from '../../ui/form-fields';

export interface CancelReasonValues {
  reason: string;
  note: string;
}

export function CancelReasonFields({
  refusal,
  values,
  onChange,
}: {
  refusal?: Refusal | undefined;
  /** Held by the caller (the modal); without them the fields are the page form's own. */
  values?: CancelReasonValues;
  onChange?: (values: CancelReasonValues) => void;
}) {
  const { t } = useI18n();
  const error = (name: string) => fieldErrorText(t, refusal?.fields, name);
  // Held by the caller, or the page form's own, keeping what was sent when it comes back refused.
  const bind = (name: keyof CancelReasonValues) =>
    values && onChange
      ? {
          value: values[name],
          onChange: (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value }),
        }
      : { defaultValue: refusal?.values?.[name] ?? '' };
  return (
    <div className="cancel-reason">
      <SelectField
        label={t('profileOrders.cancelReason.label')}
        name="reason"
        error={error('reason')}
        {...bind('reason')}
      >
        <option value="">{t('profileOrders.cancelReason.none')}</option>
        {SHOPPER_CANCEL_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`profileOrders.cancelReason.${r}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('profileOrders.cancelReason.note')}
        name="note"
        rows={2}
        maxLength={CANCEL_NOTE_MAX}
        error={error('note')}
        {...bind('note')}
      />
    </div>
  );
}
