import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webStreamOf } from './node-web-stream.ts';

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('webStreamOf', () => {
  it('gives the page as the Node stream wrote it, to its end', async () => {
    const body = new PassThrough();
    const stream = webStreamOf(body);
    body.write('<html>');
    body.write(Buffer.from('<body>страница'));
    body.end('</html>');
    expect(await text(stream)).toBe('<html><body>страница</html>');
  });

  it('drops what the render writes after a cancel, and stops the render', async () => {
    const body = new PassThrough();
    const stream = webStreamOf(body);
    body.write('<html>');
    await stream.cancel();
    expect(body.destroyed).toBe(true);
    // Node's own adapter throws this chunk out of the process (nodejs/node#64529).
    expect(() => body.emit('data', Buffer.from('late'))).not.toThrow();
  });

  it('holds the render back while the reader is behind', async () => {
    const body = new PassThrough();
    const reader = webStreamOf(body).getReader();
    body.write('a');
    body.write('b');
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.isPaused()).toBe(true);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('a');
    body.end();
  });

  it('fails the answer when the render fails or stops before its end', async () => {
    const failing = new PassThrough();
    const failed = text(webStreamOf(failing));
    failing.destroy(new Error('render failed'));
    await expect(failed).rejects.toThrow('render failed');
    const cut = new PassThrough();
    const short = text(webStreamOf(cut));
    cut.write('<html>');
    cut.destroy();
    await expect(short).rejects.toThrow('closed before its end');
  });
});
