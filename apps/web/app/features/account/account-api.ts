/** The personal account's calls from the browser. */
import type { PaymentMethod } from '@storefront/domain/checkout';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import type { CompanyBody, NotificationSettingsBody, PersonalBody } from '../../lib/api-types';

export const savePersonal = (variant: VariantKey, body: PersonalBody) =>
  clientApi(variant).patch('/users/personal', { body });

export const requestPhoneCode = (variant: VariantKey, phoneNumber: string) =>
  clientApi(variant).post('/users/phone/sms', { body: { phoneNumber } });

export const confirmPhone = (variant: VariantKey, phoneNumber: string, phoneCode: string) =>
  clientApi(variant).post('/users/phone', { body: { phoneNumber, phoneCode } });

export const fetchNotificationSettings = (variant: VariantKey) =>
  clientApi(variant).get('/users/notification-settings');

export const saveNotificationSettings = (variant: VariantKey, body: NotificationSettingsBody) =>
  clientApi(variant).put('/users/notification-settings', { body });

export const saveCompany = (variant: VariantKey, body: CompanyBody, id?: number) =>
  id === undefined
    ? clientApi(variant).post('/users/companies', { body })
    : clientApi(variant).put('/users/companies/{id}', { params: { path: { id } }, body });

export const deleteCompany = (variant: VariantKey, id: number) =>
  clientApi(variant).delete('/users/companies/{id}', { params: { path: { id } } });

export const switchCompany = (variant: VariantKey, companyId: number | null) =>
  clientApi(variant).patch('/users/type-user', { body: { companyId } });

export const openMessage = (variant: VariantKey, id: number) =>
  clientApi(variant).post('/users/messages/{id}/read', { params: { path: { id } } });

export const addToWaitingList = (variant: VariantKey, skuId: number) =>
  clientApi(variant).post('/users/waiting-list', { body: { productId: skuId } });

export const removeFromWaitingList = (variant: VariantKey, skuId: number) =>
  clientApi(variant).delete('/users/waiting-list/{skuId}', { params: { path: { skuId } } });

export const requestRemovalCode = (variant: VariantKey) => clientApi(variant).post('/users/removal/sms');

export const removeAccount = (variant: VariantKey, phoneCode: string) =>
  clientApi(variant).post('/users/removal', { body: { phoneCode } });

export const changePaymentMethod = (variant: VariantKey, number: string, paymentMethod: PaymentMethod) =>
  clientApi(variant).patch('/orders/{number}/payment-method', {
    params: { path: { number } },
    body: { paymentMethod },
  });
