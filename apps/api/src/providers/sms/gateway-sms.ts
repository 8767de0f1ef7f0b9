/**
 * The production SMS adapter: a JSON POST {phone, text} to a configured gateway with a bearer key.
 * Gateways differ in details; one that needs another shape gets its own adapter beside this one.
 */
import { type GatewayOptions, postToGateway } from '../gateway-post.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createGatewaySms(options: GatewayOptions): SmsProvider {
  return {
    kind: 'http',
    send: (phone, text) => postToGateway(options, { phone: `+${phone}`, text }, 'SMS'),
  };
}
