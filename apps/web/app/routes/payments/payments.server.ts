/** What the payment pages share on the server: the payment id rule and sending a guest to log in first. */
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api';

export const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The login page, which brings the shopper back to this address. */
export function loginFirst(request: Request): Response {
  const url = new URL(request.url);
  const login = buildPath('LogInIndex', variantFromPath(url.pathname) ?? 'ru');
  return redirect(`${login}?backurl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
