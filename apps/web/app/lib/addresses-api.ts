/** The saved delivery addresses, one module for the basket's courier addresses and the personal account. */
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from './api.client';
import type { Address } from './api-types';

export const fetchAddresses = (variant: VariantKey) => clientApi(variant).get('/users/addresses');

export type AddressInput = Omit<Address, 'id' | 'city' | 'isDefault'> & { isDefault?: boolean };

export const saveAddress = (variant: VariantKey, input: AddressInput, id?: number) =>
  id === undefined
    ? clientApi(variant).post('/users/addresses', { body: input })
    : clientApi(variant).patch('/users/addresses/{id}', { params: { path: { id } }, body: input });

export const makeDefaultAddress = (variant: VariantKey, id: number) =>
  clientApi(variant).patch('/users/addresses/{id}', { params: { path: { id } }, body: { isDefault: true } });

export const deleteAddress = (variant: VariantKey, id: number) =>
  clientApi(variant).delete('/users/addresses/{id}', { params: { path: { id } } });

export const searchSettlements = (variant: VariantKey, query: string) =>
  clientApi(variant).get('/locations', { params: { query: { query } } });
