/**
 * A page request's way through the host, one named stage each (decision 017):
 * classify → key → cache lookup → render → rewrite → store → send.
 *
 * - classify: an API or picture address that reached the pages is 404; the root redirect and the
 *   canonical address (slashes, variant prefixes) answer with a redirect; the rest is a page or
 *   React Router's route discovery, framed by the app marker.
 * - key: a guest's GET of a cacheable route, or the shared render of a session's city (page-keys.ts);
 *   anything else is rendered for its shopper alone. A browser without scripts gets the shared render
 *   of a `sessionSplice` page with its shopper's parts spliced in (decision 047): the kept page (or
 *   the render of it, kept first), never stored so.
 * - cache lookup: a kept page, or the render of the same key under way.
 * - render: React Router with a fresh nonce, the page's API calls as the shopper (or as no one in
 *   the city); the hydration rewrite runs on the stream inside it (entry.server.tsx).
 * - rewrite: the kept copy drops the nonce and allows its inline scripts by their hashes (cached-page.ts).
 * - store: kept unless the catalogue or content changed during the render (a change of some products:
 *   unless the page names what it shows and none of it changed).
 * - send: from memory, or streamed to the first shopper while it is collected; a guest's first answer,
 *   when a shared cache is in front (s-maxage), is the kept copy, sent once the render is whole (decision 048).
 */
import type { SharedCacheTimes } from '@storefront/domain/http-cache';
import { canonicalRedirect } from '@storefront/domain/redirects';
import { matchRoute } from '@storefront/domain/routes';
import { hostVariant, type LocaleTag, type VariantKey, variantFromPath } from '@storefront/domain/variants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, cachePage, freshNonce, lacksNoncedScripts, type RenderedPage } from './cached-page.ts';
import { FRAME_OPTIONS, nonceSource, pageFraming } from './csp.ts';
import { gzipOfParts } from './gzip-parts.ts';
import type { HostDeps } from './host-deps.ts';
import { isShareable, isShareableRedirect, type PageCache, type RendersInFlight } from './page-cache.ts';
import { guestPageKey, type RequestReader, sharedSessionPage, sharedSessionPageKey } from './page-keys.ts';
import type { RenderPage, ShopperSlotsOf } from './renderer.ts';
import type { RewriteMisses } from './rewrite-marks.ts';
import { type EncodingChoice, sendCachedPage } from './send-page.ts';
import { collectingKeys, sharedPageHeaders } from './shared-page.ts';
import { asSharedRender } from './shared-render.ts';
import { collecting, sendWebResponse, toWebRequest } from './web-request.ts';

/** What the classify stage makes of a request. */
type Classified =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 308 }
  | { kind: 'page' | 'discovery'; pathname: string; search: string; host: string };

/** What the key stage found: the key a page may be shared under, and the shared render's city. */
interface Keyed {
  cacheKey: string | null;
  shared: { cityId: number | null } | null;
  /** The shared render is for a browser without scripts: the shopper's parts go into it (decision 047). */
  splice?: { token: string; locale: LocaleTag; variant: VariantKey };
}

const OWN: Keyed = { cacheKey: null, shared: null };

/**
 * A page's Cache-Control when its route set none: no shared cache may keep a page (it may hold the
 * shopper's basket or name), and pages outside the guest-cacheable list — account, checkout,
 * basket, per-visit tokens — are not stored at all.
 */
export function pageCacheControl(pathname: string, variantOfHost: ReturnType<typeof hostVariant>): string {
  const variant = variantOfHost ?? variantFromPath(pathname) ?? 'ru';
  return matchRoute(pathname, variant)?.route.guestCache ? 'private, no-cache' : 'private, no-store';
}

export interface PipelineParts {
  deps: HostDeps;
  render: RenderPage;
  cache: PageCache;
  renders: RendersInFlight;
  policyOf: (framing: ReturnType<typeof pageFraming>) => string[];
  misses: RewriteMisses;
  /** The web build's splice of a shopper's parts into a shared render; none: such pages are rendered in full. */
  splice?: ShopperSlotsOf | null;
}

export class PagePipeline {
  private readonly deps: HostDeps;
  private readonly reader: RequestReader;
  private readonly encoding: EncodingChoice;

  private readonly httpCache: SharedCacheTimes;

  constructor(private readonly parts: PipelineParts) {
    this.deps = parts.deps;
    this.reader = parts.deps.reader;
    this.encoding = parts.deps.encoding;
    const { HTTP_CACHE_S_MAXAGE_S, HTTP_CACHE_STALE_S } = parts.deps.config;
    this.httpCache = { sMaxAgeS: HTTP_CACHE_S_MAXAGE_S, staleWhileRevalidateS: HTTP_CACHE_STALE_S };
  }

  /** The whole way of one request. */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const classified = this.classify(request);
    if (classified.kind === 'not-found') return reply.status(404).send(this.deps.apiNotFound());
    if (classified.kind === 'redirect') return reply.redirect(classified.location, classified.status);
    const policy = this.frame(request, reply, classified.search);
    const keyed = classified.kind === 'page' ? await this.key(request) : OWN;
    // A browser without scripts: the shared render with its shopper's parts, else its own page in full.
    if (keyed.splice && (await this.spliced(request, reply, keyed, policy))) return reply;
    const { cacheKey, shared } = keyed.splice ? OWN : keyed;
    const kept = cacheKey === null ? undefined : await this.lookup(cacheKey);
    if (kept) return sendCachedPage(reply, kept, policy, this.encoding);
    this.deps.metrics?.pageRender(shared ? 'shared' : cacheKey === null ? 'own' : 'guest');
    // A fresh nonce per rendered answer: the page's inline scripts carry it, and the policy allows only them.
    const nonce = freshNonce();
    reply.header('content-security-policy', policy.join(nonceSource(nonce)));
    const finish = cacheKey === null ? () => {} : this.parts.renders.start(cacheKey);
    // A catalogue or content change during the render makes it stale: it is then not kept.
    const generation = this.parts.cache.generation;
    // A guest's kept page is shared by a cache in front too, with the keys of the API answers its render read.
    const keys = cacheKey !== null && shared === null ? new Set<string>() : null;
    let response: Response;
    try {
      response = await this.render(request, reply, { nonce, shared, keys });
    } catch (error) {
      finish();
      throw error;
    }
    const ownCaching = response.headers.has('cache-control');
    if (classified.kind === 'page' && !ownCaching) {
      const variantOfHost = hostVariant(classified.host, this.reader.HOST_MAP);
      response.headers.set('cache-control', pageCacheControl(classified.pathname, variantOfHost));
    }
    // Only a complete guest page, or a session's shared render, that sets no cookie is shared: neither the
    // render nor the host (an unreadable cookie cleared, lib/cookies.ts) on the reply.
    const setsCookie = reply.hasHeader('set-cookie');
    if (cacheKey === null || !isShareable(response) || !response.body || setsCookie) {
      finish();
      // A guest's redirect goes to a cache in front as the page would, with the keys its render read (not
      // kept here: the process keeps pages), and without the render's nonce: a redirect has no body for a
      // policy to guard, and a kept answer hands its nonce to everyone.
      const shareable = keys && !ownCaching && !setsCookie && isShareableRedirect(response);
      if (shareable && this.parts.cache.fresh(generation, [...keys])) {
        for (const [name, value] of sharedPageHeaders([], keys, this.httpCache)) response.headers.set(name, value);
        reply.removeHeader('content-security-policy');
      }
      return sendWebResponse(reply, response);
    }
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    // With a shared cache in front, a guest's first answer is the kept copy too (decision 048).
    if (keys && this.httpCache.sMaxAgeS > 0) {
      const rendered = { response, headers, nonce, keys, ownCaching };
      return this.keptFirst(request, reply, cacheKey, rendered, { policy, generation, finish });
    }
    const body = collecting(
      response,
      (text) => {
        // The render itself carries its nonce and stays private; the kept copy has none (shared-page.ts).
        const keptHeaders = keys && !ownCaching ? sharedPageHeaders(headers, keys, this.httpCache) : headers;
        const rendered = { status: response.status, headers: keptHeaders, text, nonce };
        this.rewrite(rendered, cacheKey, request.url).then(
          (page) => {
            this.store(cacheKey, page, generation, keys);
            finish(page);
          },
          () => finish(),
        );
      },
      // A page that did not reach its end (the shopper left, the render failed) is shared with no one.
      () => finish(),
    );
    return sendWebResponse(reply, response, body);
  }

  /**
   * A guest's page rendered whole before its first answer, which is then the copy the process keeps:
   * its inline scripts allowed by their hashes, no nonce, marked for shared caches with its keys. A cache
   * in front (Varnish, a CDN) keeps it from this first answer on, instead of after one render in each
   * process (decision 048). A page whose reader left before it was drawn is kept by no one (its render
   * may have been cut short); one drawn across a catalogue or content change goes to its reader alone,
   * as rendered, so no cache keeps it after that change's purge.
   */
  private async keptFirst(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    rendered: {
      response: Response;
      headers: [string, string][];
      nonce: string;
      keys: Set<string>;
      ownCaching: boolean;
    },
    { policy, generation, finish }: { policy: string[]; generation: number; finish: (page?: CachedPage) => void },
  ): Promise<FastifyReply> {
    const { response, nonce, keys, ownCaching } = rendered;
    let left = false;
    const leaving = () => {
      left = true;
    };
    reply.raw.once('close', leaving);
    let text: string;
    let page: CachedPage;
    try {
      text = await response.text();
      const headers = ownCaching ? rendered.headers : sharedPageHeaders(rendered.headers, keys, this.httpCache);
      page = await this.rewrite({ status: response.status, headers, text, nonce }, cacheKey, request.url);
    } catch (error) {
      finish();
      throw error;
    } finally {
      reply.raw.off('close', leaving);
    }
    if (left || !this.parts.cache.fresh(generation, [...keys])) {
      finish();
      // The render's own answer: its nonce (already in the policy header) and its private Cache-Control.
      reply.status(response.status);
      for (const [name, value] of rendered.headers) reply.header(name, value);
      return reply.send(text);
    }
    this.store(cacheKey, page, generation, keys);
    finish(page);
    return sendCachedPage(reply, page, policy, this.encoding, false);
  }

  /** classify: not a page of the shop's, a redirect, or a page (or React Router's route discovery). */
  private classify(request: FastifyRequest): Classified {
    const { config } = this.deps;
    const { pathname, search } = new URL(`http://x${request.url}`);
    if (/^\/(api|images)\//.test(pathname)) return { kind: 'not-found' };
    const hostHeader = request.headers['x-forwarded-host'];
    const host = (Array.isArray(hostHeader) ? hostHeader[0] : hostHeader) ?? request.host;
    if (config.ROOT_REDIRECT && pathname === '/')
      return { kind: 'redirect', location: config.ROOT_REDIRECT, status: 302 };
    // React Router's lazy route discovery endpoint is not a page.
    if (pathname === '/__manifest') return { kind: 'discovery', pathname, search, host };
    const redirect = canonicalRedirect(pathname, search, hostVariant(host, config.HOST_MAP));
    if (redirect && (request.method === 'GET' || request.method === 'HEAD')) {
      return { kind: 'redirect', location: redirect.location, status: redirect.status };
    }
    return { kind: 'page', pathname, search, host };
  }

  /** Who may frame the answer: its X-Frame-Options now, and the page policy its script sources go into. */
  private frame(request: FastifyRequest, reply: FastifyReply, search: string): string[] {
    const framing = pageFraming(request, search, this.reader.cookies(request.headers.cookie));
    const frameOptions = FRAME_OPTIONS[framing];
    if (frameOptions) reply.header('x-frame-options', frameOptions);
    return this.parts.policyOf(framing);
  }

  /** key: a guest's key, or a session's shared render's (its city looked up); none for anything else. */
  private async key(request: FastifyRequest): Promise<Keyed> {
    const { cache } = this.parts;
    const { sessionFacts } = this.deps;
    if (!cache.enabled) return { cacheKey: null, shared: null };
    const guestKey = guestPageKey(request, this.reader);
    if (guestKey !== null) return { cacheKey: guestKey, shared: null };
    // A shopper with a session whose browser runs scripts: the city's shared render, no one's data in it.
    const splicing = Boolean(this.parts.splice && this.deps.shopperBlock);
    const sessionPage = sessionFacts ? sharedSessionPage(request, this.reader, splicing) : null;
    // A failed lookup renders the page in full for the shopper, as without the shared render.
    const facts = sessionPage && ((await sessionFacts?.(sessionPage.token).catch(() => null)) ?? null);
    if (!sessionPage || !facts) return OWN;
    const cacheKey = sharedSessionPageKey(sessionPage, facts);
    const splice = sessionPage.splice ? { token: sessionPage.token, ...sessionPage.splice } : undefined;
    return { cacheKey, shared: { cityId: facts.cityId }, ...(splice ? { splice } : {}) };
  }

  /**
   * A browser without scripts on a `sessionSplice` page: the city's shared render (kept, or rendered and
   * kept now) with the shopper's own parts spliced in, sent to them alone; nothing of it is kept. False
   * when it cannot be (the render is not shareable, the shopper's block could not be read, the page
   * lacks the parts): the page is then rendered for the shopper in full.
   */
  private async spliced(request: FastifyRequest, reply: FastifyReply, keyed: Keyed, policy: string[]) {
    const { cacheKey, shared, splice } = keyed;
    const { shopperBlock } = this.deps;
    if (cacheKey === null || !shared || !splice || !shopperBlock || !this.parts.splice) return false;
    const user = shopperBlock(splice.token).catch(() => null);
    const page = (await this.lookup(cacheKey)) ?? (await this.renderToKeep(request, reply, cacheKey, shared));
    const block = await user;
    if (!page || !block) return false;
    const slots = slotsOf(page, splice.variant, this.parts.splice);
    if (slots === null) {
      this.parts.misses.missed('shopper-slots', request.url);
      return false;
    }
    reply.status(page.status);
    for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
    // The shared render's inline scripts, allowed by their hashes; the shopper's block is data, not a script.
    reply.header('content-security-policy', policy.join(page.scriptSources));
    reply.header('x-page-cache', 'spliced');
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const parts = slots.parts(block, splice);
    // Compressed from the kept runs' copies, not the whole page per answer (gzip-parts.ts).
    if (this.deps.takesGzip?.(request.headers['accept-encoding'])) {
      reply.header('content-encoding', 'gzip');
      await reply.send(gzipOfParts(parts));
    } else {
      await reply.send(Buffer.concat(parts));
    }
    return true;
  }

  /** A shared render rendered whole and kept before anyone is answered from it; undefined when not shareable. */
  private async renderToKeep(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    shared: NonNullable<Keyed['shared']>,
  ): Promise<CachedPage | undefined> {
    this.deps.metrics?.pageRender('shared');
    const nonce = freshNonce();
    const finish = this.parts.renders.start(cacheKey);
    const generation = this.parts.cache.generation;
    try {
      const response = await this.render(request, reply, { nonce, shared, keys: null });
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
      if (!isShareable(response) || !response.body) {
        await response.body?.cancel();
        finish();
        return undefined;
      }
      const text = await response.text();
      const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
      const page = await this.rewrite({ status: response.status, headers, text, nonce }, cacheKey, request.url);
      this.store(cacheKey, page, generation);
      finish(page);
      return page;
    } catch (error) {
      finish();
      throw error;
    }
  }

  /** cache lookup: the kept page, else the page of the same key's render under way (when it was shareable). */
  private async lookup(cacheKey: string): Promise<CachedPage | undefined> {
    const { cache, renders } = this.parts;
    const kept = cache.get(cacheKey);
    const joined = kept ? undefined : await renders.wait(cacheKey);
    const outcome = kept ? 'hit' : joined ? 'joined' : cache.previous(cacheKey) ? 'stale' : 'miss';
    this.deps.metrics?.pageLookup(outcome);
    return kept ?? joined;
  }

  /** render: React Router for this request, its API calls as the shopper or as no one in the shared render's city. */
  private render(
    request: FastifyRequest,
    reply: FastifyReply,
    { nonce, shared, keys }: { nonce: string; shared: Keyed['shared']; keys: Set<string> | null },
  ): Promise<Response> {
    const { config } = this.deps;
    const apiFetch = keys ? collectingKeys(this.deps.apiFetch, keys) : this.deps.apiFetch;
    const origin = this.reader.origin(request);
    const render = () =>
      this.parts.render(toWebRequest(request, reply, origin, shared !== null), {
        cspNonce: nonce,
        apiFetch: (path, init) => apiFetch(path, shared ? asSharedRender(init, shared.cityId) : init, request.ip),
        vacanciesUrl: config.VACANCIES_URL,
        sharedSession: shared !== null,
        rewriteMissed: (mark) => this.parts.misses.missed(mark, request.url),
      });
    return this.deps.renderScope(render, request.method === 'GET' || request.method === 'HEAD');
  }

  /** rewrite: the copy to keep, without the render's nonce, its inline scripts allowed by their hashes. */
  private async rewrite(rendered: RenderedPage, cacheKey: string, url: string): Promise<CachedPage> {
    const page = await cachePage(rendered, this.parts.cache.previous(cacheKey));
    if (lacksNoncedScripts(rendered, page)) this.parts.misses.missed('inline-script-nonce', url);
    return page;
  }

  /**
   * store: kept unless the cache was cleared since the render began, or a change since touched what it
   * shows (`keys`, the surrogate keys of the API answers it read; null for a shared render: any change).
   */
  private store(cacheKey: string, page: CachedPage, generation: number, keys: Set<string> | null = null): void {
    this.parts.cache.set(cacheKey, page, generation, keys ? [...keys] : null);
  }
}

/** A kept page's shopper parts, found once per copy (every spliced answer starts from them). */
const slotsByPage = new WeakMap<CachedPage, ReturnType<ShopperSlotsOf>>();
function slotsOf(page: CachedPage, variant: VariantKey, find: ShopperSlotsOf): ReturnType<ShopperSlotsOf> {
  let slots = slotsByPage.get(page);
  if (slots === undefined) {
    slots = find(page.body.toString('utf8'), variant);
    slotsByPage.set(page, slots);
  }
  return slots;
}
