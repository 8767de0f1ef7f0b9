/** The personal account's calls from the browser. */
import type {
  CompanyBody,
  CompanyList,
  NotificationSettingsBody,
  PersonalBody,
} from '@storefront/api/modules/account/account.schemas';
import type { SmsResult } from '@storefront/api/modules/auth/auth.schemas';
import type { UserBlock } from '@storefront/api/modules/layout/layout.schemas';
import type { UserMessage } from '@storefront/api/modules/messages/messages.schemas';
import type { Order } from '@storefront/api/modules/orders/orders.schemas';
import type { WaitingSkuIds } from '@storefront/api/modules/waiting-list/waiting-list.schemas';
import type { PaymentMethod } from '@storefront/domain/checkout';
import type { NotificationSettings } from '@storefront/domain/do-not-disturb';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';

export const savePersonal = (variant: VariantKey, body: PersonalBody) =>
  clientApi<UserBlock>(variant, 'PATCH', 'users/personal', { body });

export const requestPhoneCode = (variant: VariantKey, phoneNumber: string) =>
  clientApi<SmsResult>(variant, 'POST', 'users/phone/sms', { body: { phoneNumber } });

export const confirmPhone = (variant: VariantKey, phoneNumber: string, phoneCode: string) =>
  clientApi<UserBlock>(variant, 'POST', 'users/phone', { body: { phoneNumber, phoneCode } });

export const fetchNotificationSettings = (variant: VariantKey) =>
  clientApi<NotificationSettings>(variant, 'GET', 'users/notification-settings');

export const saveNotificationSettings = (variant: VariantKey, body: NotificationSettingsBody) =>
  clientApi<NotificationSettings>(variant, 'PUT', 'users/notification-settings', { body });

export const saveCompany = (variant: VariantKey, body: CompanyBody, id?: number) =>
  id === undefined
    ? clientApi<CompanyList>(variant, 'POST', 'users/companies', { body })
    : clientApi<CompanyList>(variant, 'PUT', `users/companies/${id}`, { body });

export const deleteCompany = (variant: VariantKey, id: number) =>
  clientApi<CompanyList>(variant, 'DELETE', `users/companies/${id}`);

export const switchCompany = (variant: VariantKey, companyId: number | null) =>
  clientApi<{ ok: true }>(variant, 'PATCH', 'users/type-user', { body: { companyId } });

export const openMessage = (variant: VariantKey, id: number) =>
  clientApi<UserMessage>(variant, 'POST', `users/messages/${id}/read`);

export const addToWaitingList = (variant: VariantKey, skuId: number) =>
  clientApi<WaitingSkuIds>(variant, 'POST', 'users/waiting-list', { body: { productId: skuId } });

export const removeFromWaitingList = (variant: VariantKey, skuId: number) =>
  clientApi<WaitingSkuIds>(variant, 'DELETE', `users/waiting-list/${skuId}`);

export const requestRemovalCode = (variant: VariantKey) => clientApi<SmsResult>(variant, 'POST', 'users/removal/sms');

export const removeAccount = (variant: VariantKey, phoneCode: string) =>
  clientApi<{ ok: true }>(variant, 'POST', 'users/removal', { body: { phoneCode } });

export const changePaymentMethod = (variant: VariantKey, number: string, paymentMethod: PaymentMethod) =>
  clientApi<{ order: Order }>(variant, 'PATCH', `orders/${encodeURIComponent(number)}/payment-method`, {
    body: { paymentMethod },
  });
