/**
 * Server rendering (React Router's default Node entry) with the answer's script nonce: the web
 * host puts a fresh nonce in the load context and the page's Content-Security-Policy; every
 * inline script React Router writes (hydration data, streaming, scroll restoration) carries it.
 */
import { deferHydrationStream } from '@storefront/web-host/hydration-rewrite';
import { webStreamOf } from '@storefront/web-host/node-web-stream';
import type { RewriteMark } from '@storefront/web-host/rewrite-marks';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { thrownRetryAfter } from './lib/api.server';
import { NonceProvider } from './lib/nonce';
import { STARTED_MESSAGES } from './lib/page-messages';

export const streamTimeout = 5_000;

/**
 * The server calls React Router through the build (web-host renderer.ts): the request handler then runs
 * the same production build of React Router as the pages it renders.
 */
export { createRequestHandler } from 'react-router';

/** The host splices a shopper's own parts into a shared render for a browser without scripts (decision 047). */
export { shopperSlots } from './shell/shopper-splice.server';

/** Without the host (the development server), a miss of the rewrite is told on the console, once per kind. */
const reported = new Set<RewriteMark>();
function reportOnce(mark: RewriteMark): void {
  if (reported.has(mark)) return;
  reported.add(mark);
  console.warn(`The hydration rewrite found no ${mark} in React Router's output (web-host rewrite-marks.ts)`);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page that met a busy API tells the browser when to come back (lib/api.server.ts busyAnswer).
  const retryAfter = thrownRetryAfter(routerContext.staticHandlerContext);
  if (retryAfter) responseHeaders.set('Retry-After', retryAfter);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let body: ReturnType<typeof deferHydrationStream> | undefined;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however large: React would
        // otherwise send one over 12.8 KB (the listing's filter form) later, hidden, for a script
        // to move in, and without JavaScript it would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The hydration scripts are requested after the first paint (web-host hydration-rewrite.ts).
          body = deferHydrationStream({
            messagesGlobal: STARTED_MESSAGES,
            onFinal() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            onMissed: loadContext.rewriteMissed ?? reportOnce,
          });
          const stream = webStreamOf(body);
          responseHeaders.set('Content-Type', 'text/html');
          // A shopper who leaves mid-page cancels the answer: React then aborts what is still
          // rendering, which is not an error of the page (see onError).
          body.once('close', () => clearTimeout(timeoutId));
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !body?.destroyed && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
