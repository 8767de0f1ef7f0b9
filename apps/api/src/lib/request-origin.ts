import type { FastifyRequest } from 'fastify';

/** The shop's address as the shopper reached it: the page's host (X-Forwarded-Host, as for the variant) or this one. */
export function requestOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host'];
  return `${request.protocol}://${typeof forwarded === 'string' && forwarded ? forwarded : request.host}`;
}
