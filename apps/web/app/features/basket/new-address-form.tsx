/**
 * A new courier address as a plain form of the basket page (no JavaScript, `?courier=address`):
 * the basket's action saves it in the shopper's city and chooses it for the courier group. A
 * refusal comes back with the text as typed and each error at its field. With scripts the
 * addresses modal's form (ui/address-form-modal) does the same through the addresses API.
 */
import type { Translate } from '@storefront/domain/i18n/translator';
import { Form, useActionData } from 'react-router';
import { apiMessage, fieldErrorText, type Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { ADDRESS_AUTOCOMPLETE } from '../../ui/address-autocomplete';
import { CheckboxField, FormError, TextAreaField, TextField } from '../../ui/form-fields';
import { ADD_ADDRESS_INTENT } from './basket-delivery-api';

const TEXT_FIELDS = ['street', 'house', 'apartment', 'entrance', 'floor'] as const;
const AT_FIELDS: readonly string[] = [...TEXT_FIELDS, 'comment'];

/** What a refusal says that no field shows: a field the form lacks (the city), or its message. */
function formErrorOf(refusal: Refusal | null, t: Translate): string | null {
  if (!refusal) return null;
  if (refusal.fields.length === 0) return apiMessage(refusal, t);
  const rest = refusal.fields.filter((f) => !AT_FIELDS.includes(f.name));
  return rest.map((f) => fieldErrorText(t, rest, f.name)).join(' ') || null;
}

/** The action's refusal of this form, if that is what the page was answered. */
export function useAddressRefusal(): Refusal | null {
  const answer = useActionData<{ ok: true } | Refusal>();
  return answer && !answer.ok && answer.intent === ADD_ADDRESS_INTENT ? answer : null;
}

export function NewAddressForm() {
  const { t } = useI18n();
  const location = useLayout()?.location;
  const refusal = useAddressRefusal();
  const typed = refusal?.values ?? {};
  const error = (name: string) => fieldErrorText(t, refusal?.fields, name);
  if (!location) return null;
  return (
    <Form method="post" className="address-form" aria-label={t('basketDelivery.address.new')} noValidate>
      <h3>{t('basketDelivery.address.new')}</h3>
      <input type="hidden" name="intent" value={ADD_ADDRESS_INTENT} />
      <input type="hidden" name="cityId" value={location.cityId} />
      <p className="address-list__note">
        {t('basketDelivery.address.settlement')}: {location.shortName}
      </p>
      {TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`basketDelivery.address.${name}`)}
          autoComplete={ADDRESS_AUTOCOMPLETE[name]}
          defaultValue={typed[name] ?? ''}
          error={error(name)}
        />
      ))}
      <CheckboxField
        name="privateHouse"
        label={t('basketDelivery.address.privateHouse')}
        defaultChecked={typed.privateHouse === 'on'}
      />
      <TextAreaField
        name="comment"
        label={t('basketDelivery.address.comment')}
        rows={2}
        defaultValue={typed.comment ?? ''}
        error={error('comment')}
      />
      <FormError message={formErrorOf(refusal, t)} />
      <button type="submit" className="button button--primary">
        {t('basketDelivery.address.save')}
      </button>
    </Form>
  );
}
