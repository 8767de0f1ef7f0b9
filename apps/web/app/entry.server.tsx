/**
 * Server rendering (React Router's default Node entry) with the answer's script nonce: the web
 * handler puts a fresh nonce in the load context and the page's Content-Security-Policy; every
 * inline script React Router writes (hydration data, streaming, scroll restoration) carries it.
 */
import { Readable } from 'node:stream';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferHydrationStream } from './lib/hydration-scripts.server';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * The server calls React Router through the build (web-handler.ts): the request handler then runs
 * the same production build of React Router as the pages it renders.
 */
export { createRequestHandler } from 'react-router';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
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
          // The hydration scripts are requested after the first paint (lib/hydration-scripts.server.ts).
          body = deferHydrationStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = Readable.toWeb(body) as ReadableStream<Uint8Array>;
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
