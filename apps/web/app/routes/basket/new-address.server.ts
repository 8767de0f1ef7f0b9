/**
 * A new courier address from the basket's plain form (`intent=add-address`): saved to the
 * shopper's addresses and chosen for the courier group at once, as the modal does with scripts.
 * The house is checked first with the domain's rule; the API checks the rest with its schemas.
 */
import { checkHouse } from '@storefront/domain/checkout';
import { ERROR_CODES } from '@storefront/domain/errors';
import type { AddressInput } from '../../lib/addresses-api';
import { ApiError } from '../../lib/api';
import type { ServerApi } from '../../lib/api.server';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The address's body from the form's fields, named as the API names them; a private house has no apartment. */
export function addressBodyOf(form: FormData): AddressInput {
  const privateHouse = form.get('privateHouse') === 'on';
  return {
    cityId: Number(text(form, 'cityId')),
    street: text(form, 'street'),
    house: text(form, 'house'),
    apartment: privateHouse ? null : text(form, 'apartment'),
    privateHouse,
    floor: text(form, 'floor'),
    entrance: text(form, 'entrance'),
    comment: text(form, 'comment'),
  };
}

/** Saves the address and gives it to the courier group; a refusal of either is thrown as the API's. */
export async function addCourierAddress(api: ServerApi, form: FormData): Promise<unknown> {
  const body = addressBodyOf(form);
  const noHouse = checkHouse(body.house);
  if (noHouse) {
    const fields = [{ name: 'house', message: noHouse }];
    throw new ApiError(400, { error: { code: ERROR_CODES.validation, message: noHouse, fields } });
  }
  const saved = await api.post('/users/addresses', { body });
  return api.put('/basket/groups/{method}', {
    params: { path: { method: 'courier' } },
    body: { addressId: saved.id },
  });
}
