/** The saved delivery addresses, one module for the basket's courier addresses and the personal account. */
import type { Address, AddressList } from '@storefront/api/modules/addresses/addresses.schemas';
import type { ReceivedLocation } from '@storefront/api/modules/locations/locations.schemas';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';

export const fetchAddresses = (variant: VariantKey) => clientApi<AddressList>(variant, 'GET', 'users/addresses');

export type AddressInput = Omit<Address, 'id' | 'city' | 'isDefault'> & { isDefault?: boolean };

export const saveAddress = (variant: VariantKey, input: AddressInput, id?: number) =>
  id === undefined
    ? clientApi<Address>(variant, 'POST', 'users/addresses', { body: input })
    : clientApi<Address>(variant, 'PATCH', `users/addresses/${id}`, { body: input });

export const makeDefaultAddress = (variant: VariantKey, id: number) =>
  clientApi<Address>(variant, 'PATCH', `users/addresses/${id}`, { body: { isDefault: true } });

export const deleteAddress = (variant: VariantKey, id: number) =>
  clientApi<AddressList>(variant, 'DELETE', `users/addresses/${id}`);

export const searchSettlements = (variant: VariantKey, query: string) =>
  clientApi<ReceivedLocation[]>(variant, 'GET', 'locations', { query: { query } });
