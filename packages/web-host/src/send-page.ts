/** Sends a page from memory: a cached page or a status page, the same bytes for everyone. */
import type { FastifyReply } from 'fastify';
import { type CachedPage, countHit } from './cached-page.ts';

/** The encoding to answer in for an Accept-Encoding header (the process's one reading of it). */
export type EncodingChoice = (acceptEncoding: string | undefined) => 'br' | 'gzip' | null;

/**
 * Sends `page` with its policy allowing its inline scripts by their hashes (`policy` is the page
 * policy split where the script sources go, csp.ts `pagePolicies`). A cache hit is counted and
 * marked; a status page (`hit: false`) is neither.
 */
export function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  policy: string[],
  encodingOf: EncodingChoice,
  hit = true,
): FastifyReply {
  if (hit) {
    countHit(page);
    reply.header('x-page-cache', 'hit');
  }
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', policy.join(page.scriptSources));
  // A guest's page names all it varies on (shared-page.ts); any other is one page in three encodings.
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  const encoding = encodingOf(reply.request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
}
