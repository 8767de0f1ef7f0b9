/** The e-mail adapter EMAIL_PROVIDER names: the outbox unless a gateway is configured. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { countedGateway } from '../../observability/metrics.ts';
import type { EmailProvider } from './email-provider.ts';
import { createGatewayEmail } from './gateway-email.ts';
import { createOutboxEmail } from './outbox-email.ts';

/** The adapter, each send counted as a call of the e-mail gateway (observability/metrics.ts). */
export function createEmailProvider(config: Config, db: Db, log: FastifyBaseLogger): EmailProvider {
  return countedGateway('email', chosenAdapter(config, db, log));
}

function chosenAdapter(config: Config, db: Db, log: FastifyBaseLogger): EmailProvider {
  if (config.EMAIL_PROVIDER === 'http' && config.EMAIL_GATEWAY_URL) {
    return createGatewayEmail({ url: config.EMAIL_GATEWAY_URL, key: config.EMAIL_GATEWAY_KEY }, config.EMAIL_FROM);
  }
  if (config.isProduction) {
    log.warn(
      'EMAIL_PROVIDER=outbox in production: order notices are not e-mailed but kept in email_outbox and this log',
    );
  }
  return createOutboxEmail(db, log);
}
