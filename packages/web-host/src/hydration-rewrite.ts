/**
 * The page's hydration scripts are requested once the first screen has been painted, not with it.
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module of the page (the
 * head gets them) and a `<script type="module">` whose static imports start the same fetches where
 * the parser meets it. Some 120 KB of scripts then share the connection with the stylesheet, the
 * fonts and the largest picture, and a page-speed audit that simulates a slow phone (Lighthouse)
 * counts every request finished before the paint in the time to that paint.
 *
 * This rewrite of the server's HTML takes the modulepreload links out, makes the module script inert
 * (`type="text/x-hydration"`: the browser neither runs nor fetches it) and puts a small script after
 * it that, once the browser reports the first contentful paint (then a task), starts the download of
 * the page's messages, adds the links back and runs the module script with the page's nonce. A page drawn by the server reads and works the same until then;
 * without JavaScript nothing changes. Everything after the module script passes through untouched.
 *
 * What it relies on in React Router's output (decision 017): `<link rel="modulepreload" href="…"`
 * tags with `rel` first, and one `<script … type="module" async="">` whose attributes end so. A
 * document streamed without them is passed through, and reported (`onMissed`): the test against the
 * real build (e2e/web-host-rewrites.test.ts) fails, and the host logs and counts it.
 */
import { Transform } from 'node:stream';
import type { RewriteMark } from './rewrite-marks.ts';

/** The inert module script's id; the starter finds its text by it. */
export const HYDRATION_SCRIPT_ID = 'hydration-module';

/** Latest time to start, for a page whose frames do not come (a tab opened in the background). */
const FALLBACK_MS = 3_000;

// Tags are found whole, their attributes read after: a tag's attributes hold no '<' (React escapes
// it), so a match tried from one '<' ends at the next. Patterns like /<script([^>]*?) type="module"/
// ran on from every unclosed tag to the end of the page: quadratic in a page of them.
const LINK_TAG = /<link ([^<>]*)>/g;
const SCRIPT_TAG = /<script([^<>]*)>/g;
const MODULEPRELOAD = 'rel="modulepreload" href="';
const MODULE_ATTRIBUTES = ' type="module" async=""';

/** The href of a `<link rel="modulepreload" href="…" …>` tag's attributes, null for another link. */
function modulepreloadHref(attributes: string): string | null {
  if (!attributes.startsWith(MODULEPRELOAD)) return null;
  const end = attributes.indexOf('"', MODULEPRELOAD.length);
  return end > MODULEPRELOAD.length ? attributes.slice(MODULEPRELOAD.length, end) : null;
}

/** The module script's opening tag: where it is, its length, and its attributes but the module's own. */
interface ModuleScriptTag {
  index: number;
  length: number;
  attributes: string;
}

/**
 * The starter: the download of the page's UI messages (the address the root writes on <html>; the
 * client entry waits for them before hydrating, lib/page-messages.ts), the links back, then the
 * module script, once the first contentful paint is reported.
 * Waiting for frames is not enough: a frame's callbacks run before it is drawn, but on a busy machine
 * the paint is presented (and timed) well after the second frame's callbacks. Browsers without paint
 * timing wait two frames and a task.
 */
function starter(hrefs: string[], messagesGlobal: string): string {
  const go = [
    // A failed download is the client entry's to handle: marked handled here, it is not reported twice.
    `const m=document.documentElement.dataset.messages;if(m)(window.${messagesGlobal}=fetch(m)).catch(()=>{});`,
    `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`,
    `const s=document.createElement("script");s.type="module";s.nonce=n;`,
    `s.textContent=document.getElementById("${HYDRATION_SCRIPT_ID}").textContent;document.body.append(s)`,
  ].join('');
  const painted = 'const p=()=>setTimeout(()=>go());';
  const onPaint = [
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))`,
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();p()}}).observe({type:"paint",buffered:true});`,
    `else requestAnimationFrame(()=>requestAnimationFrame(p));`,
  ].join('');
  return `(()=>{const n=document.currentScript.nonce;let go=()=>{go=()=>{};${go}};${painted}${onPaint}setTimeout(()=>go(),${FALLBACK_MS})})()`;
}

/** The module script's opening tag in `html`, looked for from `from` on. */
function moduleScriptAt(html: string, from: number): ModuleScriptTag | null {
  SCRIPT_TAG.lastIndex = from;
  for (let tag = SCRIPT_TAG.exec(html); tag; tag = SCRIPT_TAG.exec(html)) {
    const attributes = tag[1] ?? '';
    if (attributes.endsWith(MODULE_ATTRIBUTES))
      return { index: tag.index, length: tag[0].length, attributes: attributes.slice(0, -MODULE_ATTRIBUTES.length) };
  }
  return null;
}

interface Rewritten {
  html: string;
  /** The modulepreload links taken out. */
  preloads: number;
}

function rewrite(html: string, messagesGlobal: string, open: ModuleScriptTag | null): Rewritten | null {
  if (!open) return null;
  const close = html.indexOf('</script>', open.index + open.length);
  if (close < 0) return null;
  const end = close + '</script>'.length;
  const { attributes } = open;
  const hrefs: string[] = [];
  const before = html.slice(0, open.index).replace(LINK_TAG, (tag, linkAttributes: string) => {
    const href = modulepreloadHref(linkAttributes);
    if (href === null) return tag;
    if (!hrefs.includes(href)) hrefs.push(href);
    return '';
  });
  const body = html.slice(open.index + open.length, close);
  const rewritten = [
    before,
    `<script${attributes} type="text/x-hydration" id="${HYDRATION_SCRIPT_ID}">${body}</script>`,
    `<script${attributes}>${starter(hrefs, messagesGlobal)}</script>`,
    html.slice(end),
  ].join('');
  return { html: rewritten, preloads: hrefs.length };
}

/**
 * Rewrites a whole head-to-module-script stretch of HTML; `messagesGlobal` is the window property
 * the client entry awaits the page's messages from. Returns null while the module script is not
 * complete in `html` (more of the page is needed).
 */
export function deferHydration(html: string, messagesGlobal: string): string | null {
  return rewrite(html, messagesGlobal, moduleScriptAt(html, 0))?.html ?? null;
}

/** More than an opening script tag React writes (a nonce and two attributes): a tag cut between chunks is found. */
const TAG_OVERLAP = 512;

export interface HydrationStreamOptions {
  /** The window property the client entry awaits the page's messages from. */
  messagesGlobal: string;
  /** Called once the whole page has gone through. */
  onFinal: () => void;
  /** Called when a document went through without a shape the rewrite expects (rewrite-marks.ts). */
  onMissed: (mark: RewriteMark) => void;
}

/** Whether streamed text is a whole HTML document (one React Router drew), not a fragment. */
const isDocument = (text: string) => /^\s*<!DOCTYPE html>/i.test(text) && text.includes('</html>');

/**
 * A stream of the page's bytes with the hydration deferred. React writes the shell (the head and the
 * scripts among it) in one go, so holding it back until the module script is complete costs no time;
 * a page without that script (none has been seen by the end) passes through unchanged, and a document
 * among those is reported. The bytes are read as latin1: what is rewritten is ASCII, and every other
 * byte comes out as it went in (a UTF-8 character split between chunks included).
 */
export function deferHydrationStream({ messagesGlobal, onFinal, onMissed }: HydrationStreamOptions): Transform {
  let held = '';
  let rewritten = false;
  // The tag is looked for in what came since the last look (and a little before): the page before
  // the scripts is some 100 KB in a few dozen chunks, and scanning it all again each time would cost
  // more than the rewrite.
  let open: ModuleScriptTag | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, chunk);
      const scanned = held.length;
      held += chunk.toString('latin1');
      open ??= moduleScriptAt(held, Math.max(0, scanned - TAG_OVERLAP));
      const done = rewrite(held, messagesGlobal, open);
      if (!done) return callback();
      rewritten = true;
      held = '';
      if (done.preloads === 0) onMissed('modulepreload');
      callback(null, Buffer.from(done.html, 'latin1'));
    },
    flush(callback) {
      if (!rewritten && isDocument(held)) onMissed('module-script');
      onFinal();
      callback(null, held ? Buffer.from(held, 'latin1') : undefined);
    },
  });
}
