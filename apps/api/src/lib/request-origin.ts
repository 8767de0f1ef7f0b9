/**
 * The shop's origin for a request: what canonical and hreflang links, payment return addresses and
 * feeds are built from. Headers a client can write only ever pick among known values:
 *  - with PUBLIC_URL set (every production shop), its scheme always, and its host unless the request
 *    names a host of the host map (X-Forwarded-Host, else Host): a variant's own domain;
 *  - without it (a local demo), the request's host when it is a well-formed host, and its scheme
 *    (X-Forwarded-Proto behind a trusted proxy) when it is http or https.
 * The page cache keys pages by this origin, so no header can change what other guests get.
 */
import { type HostMap, hostVariant } from '@storefront/domain/variants';

export interface OriginSettings {
  PUBLIC_URL?: string | undefined;
  HOST_MAP: HostMap;
}

/** What of a request the origin depends on (a Fastify request has all of it). */
export interface OriginRequest {
  headers: Record<string, string | string[] | undefined>;
  host: string;
  protocol: string;
}

/** A host name or address with an optional port; a bounded, linear pattern. */
const HOST = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,20}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function requestOrigin(request: OriginRequest, settings: OriginSettings): string {
  const hosts = [first(request.headers['x-forwarded-host']), request.host].map((h) => h?.trim().toLowerCase());
  if (settings.PUBLIC_URL) {
    const shop = new URL(settings.PUBLIC_URL);
    const mapped = hosts.find((h) => hostVariant(h, settings.HOST_MAP) !== null);
    return mapped ? `${shop.protocol}//${mapped}` : shop.origin;
  }
  const host = hosts.find((h) => h !== undefined && HOST.test(h)) ?? 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
