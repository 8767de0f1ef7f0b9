/** A saved address as one line of text, as the basket and the personal account show it. */
import type { Translate } from '@storefront/domain/i18n/translator';
import type { Address } from './api-types';

export function addressLine(t: Translate, a: Pick<Address, 'street' | 'house' | 'apartment' | 'city'>): string {
  return t('basketDelivery.address.line', {
    street: a.street,
    house: a.house,
    apartment: a.apartment ?? 'none',
    city: a.city,
  });
}
