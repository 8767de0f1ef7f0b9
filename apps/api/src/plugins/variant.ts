/**
 * The country variant of an API request: X-Forwarded-Host (through the host map), then the path
 * prefix (/kz/api/v1, /ae/api/v1), then the Host header, then the default.
 */
import type { IncomingMessage } from 'node:http';
import {
  DEFAULT_VARIANT,
  type HostMap,
  hostVariant,
  type VariantKey,
  variantFromPath,
} from '@storefront/domain/variants';
import type { FastifyInstance } from 'fastify';

const PREFIXED_API = /^\/(kz|ae)(?=\/api\/)/i;
const PREFIX = Symbol('variantPrefix');

type RawWithPrefix = IncomingMessage & { [PREFIX]?: VariantKey };

declare module 'fastify' {
  interface FastifyRequest {
    variant: VariantKey;
  }
}

/** Fastify's rewriteUrl: /kz/api/v1/x is served by /api/v1/x, remembering the prefix. */
export function rewriteVariantUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const match = PREFIXED_API.exec(url);
  if (!match) return url;
  (req as RawWithPrefix)[PREFIX] = variantFromPath(`${match[0]}/`) ?? undefined;
  return url.slice(match[0].length);
}

function header(raw: IncomingMessage, name: string): string | undefined {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function variantOfRequest(raw: IncomingMessage, hostMap: HostMap): VariantKey {
  return (
    hostVariant(header(raw, 'x-forwarded-host'), hostMap) ??
    (raw as RawWithPrefix)[PREFIX] ??
    hostVariant(header(raw, 'host'), hostMap) ??
    DEFAULT_VARIANT
  );
}

export function registerVariant(app: FastifyInstance, hostMap: HostMap): void {
  app.decorateRequest('variant', DEFAULT_VARIANT);
  app.addHook('onRequest', async (request) => {
    request.variant = variantOfRequest(request.raw, hostMap);
  });
}
