/** Whether a shopper pays from a phone: SBP then opens the bank's app instead of showing a QR code. */
import { APP_MODE_MARKERS, resolveAppMode } from '@storefront/domain/app-mode';
import { isPhoneAgent } from '@storefront/domain/online-payment';
import type { FastifyRequest } from 'fastify';

/** A phone's browser by its user agent, or the mobile app in either mode (its marker or cookie). */
export function paysOnPhone(request: FastifyRequest): boolean {
  const header = request.headers[APP_MODE_MARKERS.header];
  const { mode } = resolveAppMode({
    header: typeof header === 'string' ? header : undefined,
    cookie: request.cookies[APP_MODE_MARKERS.cookie],
  });
  return mode !== null || isPhoneAgent(request.headers['user-agent']);
}
