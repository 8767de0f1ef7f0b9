/**
 * `GET /metrics` (decision 037), off the shop's public routes in one of two ways:
 *
 * - METRICS_LISTEN=host:port: a second, bare HTTP listener on a private address serves it, and the
 *   shop's own port does not (`listenForMetrics`, started by server.ts);
 * - METRICS_TOKEN: the shop's port serves it to a scraper that sends `Authorization: Bearer <token>`.
 *
 * With both, the private listener asks for the token too. With neither, a production process does not
 * serve it at all (anyone could read it otherwise); a development or test process serves it openly.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sameSecret } from '../lib/same-secret.ts';
import { METRICS_CONTENT_TYPE, metricsText } from '../observability/metrics.ts';

export const METRICS_PATH = '/metrics';

export type MetricsSettings = Pick<Config, 'METRICS_TOKEN' | 'METRICS_LISTEN' | 'isProduction'>;

/** Whether the request carries the configured bearer token (always, when none is configured). */
function authorised(headers: IncomingHttpHeaders, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match?.[1] !== undefined && sameSecret(match[1], token);
}

/** Registers `GET /metrics` on the shop's own port when that is where it is served (see above). */
export function registerMetricsRoute(app: FastifyInstance, settings: MetricsSettings): void {
  if (settings.METRICS_LISTEN) return;
  if (settings.isProduction && !settings.METRICS_TOKEN) {
    app.log.warn('GET /metrics is not served: set METRICS_TOKEN or METRICS_LISTEN to scrape this process');
    return;
  }
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request.headers, settings.METRICS_TOKEN)) {
      return reply.status(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send();
    }
    const text = await metricsText();
    return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
  });
}

export interface MetricsListener {
  /** http://host:port the listener took (the port the system gave for port 0). */
  address: string;
  close(): Promise<void>;
}

/** The private listener of METRICS_LISTEN: `GET /metrics` and nothing else. */
export async function listenForMetrics(
  listen: { host: string; port: number },
  token: string | undefined,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    if (!authorised(request.headers, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metricsText().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const { address, port, family } = server.address() as AddressInfo;
  const url = `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
  log.info(`metrics served at ${url}${METRICS_PATH}`);
  return {
    address: url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
