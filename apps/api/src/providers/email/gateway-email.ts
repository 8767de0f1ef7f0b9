/**
 * The production e-mail adapter: a JSON POST {from, to, subject, text} to a configured gateway
 * (a transactional mail service's HTTP API) with a bearer key.
 */
import { type GatewayOptions, postToGateway } from '../gateway-post.ts';
import type { EmailProvider } from './email-provider.ts';

export function createGatewayEmail(gateway: GatewayOptions, from: string): EmailProvider {
  return {
    kind: 'http',
    send: (message) => postToGateway(gateway, { from, ...message }, 'E-mail'),
  };
}
