/** Between Fastify's request and reply and the web's Request and Response, for pages and proxied calls. */
import { Readable } from 'node:stream';
import { COOKIES } from '@storefront/domain/constants';
import { withoutCookie } from '@storefront/domain/cookie-header';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { webStreamOf } from './node-web-stream.ts';

/** An API call from the web app; `clientIp` is the shopper's address, for the API's per-client limits. */
export type ApiFetch = (path: string, init?: RequestInit, clientIp?: string) => Promise<Response>;

/**
 * The web Request of a page request, at the shop's origin. `withoutSession`: a shared render reads
 * the page as no one, so the session cookie stays out.
 */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  withoutSession = false,
): Request {
  // Appended, not resolved: a path like `//evil.example/x` stays a path of the shop.
  const url = new URL(`${origin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const cookie = headers.get('cookie');
  if (withoutSession && cookie !== null) headers.set('cookie', withoutCookie(cookie, COOKIES.session.name));
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // webStreamOf, not Readable.toWeb: a body its reader cancels must not throw out of the process (node-web-stream.ts).
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: webStreamOf(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends a web Response (its body, or `body` when given: the same bytes, watched on their way). */
export async function sendWebResponse(reply: FastifyReply, response: Response, body?: Readable): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(body ?? (response.body ? Readable.fromWeb(response.body as never) : null));
}

/**
 * Streams the page to the shopper and hands its whole text to `done` once it has been sent in full;
 * `incomplete` when the stream closed before its end (the shopper left, the render failed).
 */
export function collecting(response: Response, done: (body: string) => void, incomplete: () => void): Readable {
  const chunks: Buffer[] = [];
  let complete = false;
  const source = Readable.fromWeb(response.body as never);
  source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  source.on('end', () => {
    complete = true;
    done(Buffer.concat(chunks).toString('utf8'));
  });
  source.once('close', () => {
    if (!complete) incomplete();
  });
  return source;
}
