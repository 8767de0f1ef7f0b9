/**
 * A Node stream as a web stream: a page's render as the body of its Response, a request's body as the
 * body of the web Request the web app reads. Not `Readable.toWeb`: when the web stream is cancelled (a
 * shopper leaves mid-page, the host drops a shared render it cannot keep, a reader stops reading a body)
 * while the Node stream is resuming from backpressure, Node's adapter still enqueues the chunk in flight
 * on the closed stream, and the TypeError it throws ends the process (nodejs/node#64529). Here a chunk
 * after the end or a cancel is dropped, and a cancel destroys the Node stream (which aborts a render).
 */
import type { Readable } from 'node:stream';

const encoder = new TextEncoder();

export function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer | string) => {
        if (done) return;
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        // The reader is behind: wait for its next pull.
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.once('end', () => {
        if (done) return;
        done = true;
        controller.close();
      });
      body.once('close', () => {
        // Destroyed before its end without an error: cut short, which must not pass for whole.
        if (done) return;
        done = true;
        controller.error(new Error('The stream closed before its end'));
      });
      body.once('error', (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
    },
    pull() {
      body.resume();
    },
    cancel(reason) {
      done = true;
      body.destroy(reason instanceof Error ? reason : undefined);
    },
  });
}
