/** The calls of the login flow, from the browser (the API sets the session cookie itself). */
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import type { UserBlock } from '../../lib/api-types';
import { solveCaptcha } from '../../lib/captcha';

export interface SmsSent {
  phone: string;
  codeLength: number;
  resendAfterS: number;
}

export async function sendSmsCode(variant: VariantKey, phoneNumber: string): Promise<SmsSent> {
  const challenge = await clientApi(variant).get('/users/captcha', { params: { query: { formName: 'sms' } } });
  const cb = await solveCaptcha(challenge);
  return clientApi(variant).post('/users/sms', { body: { phoneNumber, confirmAgreements: true, cb } });
}

export async function logInWithCode(variant: VariantKey, phoneNumber: string, phoneCode: string): Promise<UserBlock> {
  const result = await clientApi(variant).post('/users/login', { body: { phoneNumber, phoneCode } });
  return result.user;
}

export function saveProfile(
  variant: VariantKey,
  profile: { firstName: string; email: string; subscribe: boolean; legalEntity?: boolean },
): Promise<UserBlock> {
  return clientApi(variant).patch('/users/profile', { body: { ...profile, confirmAgreements: true } });
}
