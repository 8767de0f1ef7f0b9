/**
 * The HTTP side of the local gateway fakes (tests only): a server on a random port that records every
 * request, hands it to the fake's handler, and misbehaves on purpose when told — answering late after
 * the request took effect (a timeout whose work was done anyway) or failing with a 5xx before it —
 * so tests prove an adapter repeats a call without the gateway acting twice. A fake may also answer
 * a browser (a page, a redirect) where the provider's own hosted payment page would.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  json?: unknown;
  /** A page for the browser instead of JSON. */
  html?: string;
  headers?: Record<string, string>;
}

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  /** The next `count` requests take effect but are answered only after `ms`, when the client has given up. */
  answerLate(count: number, ms: number): void;
  /** The next `count` requests fail with `status` and take no effect. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let late = { count: 0, ms: 0 };
  let failing = { count: 0, status: 500 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const send = ({ status, json, html, headers }: FakeAnswer) => {
        if (res.destroyed) return;
        const type = html === undefined ? 'application/json' : 'text/html; charset=utf-8';
        res.writeHead(status, { 'content-type': type, ...headers });
        res.end(html ?? JSON.stringify(json));
      };
      if (failing.count > 0) {
        failing.count -= 1;
        return send({ status: failing.status, json: { error: 'the fake fails on purpose' } });
      }
      void Promise.resolve(handle(request)).then(
        (answer) => {
          if (late.count > 0) {
            late.count -= 1;
            setTimeout(() => send(answer), late.ms).unref();
            return;
          }
          send(answer);
        },
        (error: unknown) => send({ status: 500, json: { error: String(error) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerLate(count, ms) {
      late = { count, ms };
    },
    failNext(count, status = 500) {
      failing = { count, status };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
