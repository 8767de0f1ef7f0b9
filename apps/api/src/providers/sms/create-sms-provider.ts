/** The SMS adapter SMS_PROVIDER names: the outbox unless a gateway is configured. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { countedGateway } from '../../observability/metrics.ts';
import { createGatewaySms } from './gateway-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The adapter, each send counted as a call of the SMS gateway (observability/metrics.ts). */
export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  return countedGateway('sms', chosenAdapter(config, db, log));
}

function chosenAdapter(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_GATEWAY_URL) {
    return createGatewaySms({ url: config.SMS_GATEWAY_URL, key: config.SMS_GATEWAY_KEY });
  }
  if (config.isProduction) {
    log.warn(
      `SMS_PROVIDER=outbox in production: login codes are not sent but written to this log${config.smsOutboxPage ? ' and listed at /staff/sms/ (SMS_OUTBOX_PAGE=true)' : ''}`,
    );
  }
  return createOutboxSms(db, log);
}
