/**
 * What the shared page cache keeps of a rendered guest page, and the policy its answers carry.
 *
 * A render streams to its first shopper with that answer's nonce in its inline scripts and in the
 * Content-Security-Policy. The cached copy drops the nonce: its answers allow exactly the page's
 * inline scripts by their SHA-256 hashes instead (CSP level 2 hash sources), so every answer from
 * the cache is the same bytes, compressed once rather than per answer, and no nonce is ever sent
 * twice. A page asked for again (a popular one) is recompressed in the background with brotli's
 * densest setting; a re-render with the same bytes (the next render after the time limit, when
 * nothing changed) keeps the compressed copies of the one before.
 */
import { createHash, randomFillSync } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export interface CachedPage {
  status: number;
  /** Answer headers without Set-Cookie and Content-Security-Policy. */
  headers: [string, string][];
  /** The page in UTF-8, without the render's nonce. */
  body: Buffer;
  /** SHA-256 of `body`: a re-render with the same digest keeps the compressed copies. */
  digest: string;
  /** The script sources of the page's policy: the hashes of its inline scripts. */
  scriptSources: string;
  gzip: Buffer;
  br: Buffer;
  /** Whether `br` is brotli's densest (quality 11) yet. */
  brDensest: boolean;
  /** Answers sent from this copy. */
  hits: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality of a first copy: quality 5 costs about what gzip does and beats it by a fifth;
 * 11 takes some 50 times as long for a further seventh, so only pages asked for again get it.
 */
const FIRST_QUALITY = 5;
const DENSEST_QUALITY = 11;
/** Hits after which a page is worth its densest compression. */
export const DENSEST_AFTER_HITS = 2;

const brotli = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

const OPEN = '<script';
const CLOSE = '</script>';

/**
 * The attributes and the text of each `<script …>…</script>` of `html` (what
 * /<script\b([^>]*)>([\s\S]*?)<\/script>/g matches), found in one pass: the expression tried every
 * later `<script` again to the end of the page once no `>` or `</script>` followed, quadratic in a
 * page of unclosed tags. Without one, no later tag can have one either, so the search stops.
 */
function* scriptsOf(html: string): Generator<[attributes: string, text: string]> {
  let from = 0;
  for (;;) {
    const open = html.indexOf(OPEN, from);
    if (open < 0) return;
    const attributesAt = open + OPEN.length;
    // Not a <script> tag: a longer name goes on (<scripts>).
    if (/\w/.test(html.charAt(attributesAt))) {
      from = attributesAt;
      continue;
    }
    const end = html.indexOf('>', attributesAt);
    const close = end < 0 ? -1 : html.indexOf(CLOSE, end + 1);
    if (close < 0) return;
    yield [html.slice(attributesAt, end), html.slice(end + 1, close)];
    from = close + CLOSE.length;
  }
}

/**
 * CSP hash sources for the page's own inline scripts: those the render gave its nonce (a script that
 * came into the page some other way, with stored content, stays refused, as the nonce refused it),
 * the inert hydration module included (the starter runs its text as an inline module).
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [attributes, text] of scriptsOf(html)) {
    if (!text || !attributes.includes(` nonce="${nonce}"`) || /(^|\s)src=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  text: string;
  /** The nonce the page was rendered with: the cached copy drops it. */
  nonce: string;
}

/** The cached copy of a render; `previous` is the copy it replaces, whose compression it keeps when nothing changed. */
export async function cachePage(rendered: RenderedPage, previous?: CachedPage): Promise<CachedPage> {
  const body = Buffer.from(rendered.text.replaceAll(` nonce="${rendered.nonce}"`, ''));
  const digest = createHash('sha256').update(body).digest('base64');
  const page = { status: rendered.status, headers: rendered.headers, body, digest, hits: 0 };
  if (previous?.digest === digest) {
    const { scriptSources, gzip, br, brDensest } = previous;
    return { ...page, scriptSources, gzip, br, brDensest };
  }
  const [gzipped, br] = await Promise.all([gzipAsync(body), brotli(body, FIRST_QUALITY)]);
  const scriptSources = inlineScriptHashes(rendered.text, rendered.nonce).join(' ');
  return { ...page, scriptSources, gzip: gzipped, br, brDensest: false };
}

/**
 * Whether an HTML render's kept copy allows no inline script: every page React Router draws has some
 * with the nonce (its context, the hydration starter); a navigation's data answer (`….data`) has none.
 */
export function lacksNoncedScripts(rendered: RenderedPage, page: CachedPage): boolean {
  const html = rendered.headers.some(
    ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('html'),
  );
  return html && page.scriptSources === '';
}

/** Whether a densest compression is under way: one at a time, so many pages asked for twice queue no work. */
let compressing = false;

/**
 * Counts a hit; from the second on, the copy's brotli is made its densest in the background (zlib's
 * thread pool) when no other page's is being made; a later hit tries again.
 */
export function countHit(page: CachedPage): void {
  page.hits += 1;
  if (page.hits < DENSEST_AFTER_HITS || page.brDensest || compressing) return;
  compressing = true;
  brotli(page.body, DENSEST_QUALITY)
    .then(
      (br) => {
        page.br = br;
        page.brDensest = true;
      },
      // The quality-5 copy keeps serving.
      () => {},
    )
    .finally(() => {
      compressing = false;
    });
}

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KB at a time: an answer takes 16 of them without a call into OpenSSL each. */
const randomPool = { bytes: Buffer.alloc(4096), used: 4096 };

/** A fresh CSP nonce for one rendered answer: 16 bytes from the CSPRNG, base64. */
export function freshNonce(): string {
  if (randomPool.used + NONCE_BYTES > randomPool.bytes.length) {
    randomFillSync(randomPool.bytes);
    randomPool.used = 0;
  }
  const nonce = randomPool.bytes.toString('base64', randomPool.used, randomPool.used + NONCE_BYTES);
  randomPool.used += NONCE_BYTES;
  return nonce;
}
