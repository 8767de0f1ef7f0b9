/** Which server a request's reads go to after its sender's writes, on a small app with a stand-in replica. */
import { COOKIES } from '@storefront/domain/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { ReadReplica } from '../db/read-replica.ts';
import { registerCookies } from '../lib/cookies.ts';
import { cookieMarkEnd, PRIMARY_READS_COOKIE, registerReadYourWrites } from './read-your-writes.ts';

const PRIMARY = { server: 'primary' } as unknown as Db;
const REPLICA = { server: 'replica' } as unknown as Db;

/** A replica that is up: it answers unless the read must be the primary's. */
const upReplica: ReadReplica = {
  read: (primaryOnly, read) => read(primaryOnly ? PRIMARY : REPLICA),
  status: () => 'up',
  measure: async () => undefined,
  close: async () => undefined,
};

let app: FastifyInstance;
afterEach(async () => app?.close());

async function appAt(clock: { now: number }): Promise<FastifyInstance> {
  app = Fastify();
  await registerCookies(app);
  const readDb = registerReadYourWrites(app, upReplica, 5, () => clock.now);
  app.get('/page', (request) =>
    readDb(request, async (db) => ({ server: (db as unknown as { server: string }).server })),
  );
  app.post('/basket', async () => ({ ok: true }));
  app.post('/refused', async (_request, reply) => reply.status(400).send({ ok: false }));
  app.post('/beacon', { config: { readsOwnWrites: false } }, async () => ({ ok: true }));
  return app;
}

const serverFor = async (cookie?: string) =>
  (await app.inject({ url: '/page', headers: cookie ? { cookie } : {} })).json().server as string;

describe('read-your-writes', () => {
  it('sends a writer to the primary for the window, by cookie and by session, then back to the replica', async () => {
    const clock = { now: 1_000_000 };
    await appAt(clock);
    const session = `${COOKIES.session.name}=token-1`;
    expect(await serverFor(session)).toBe('replica');

    const written = await app.inject({ method: 'POST', url: '/basket', headers: { cookie: session } });
    const mark = written.cookies.find((c) => c.name === PRIMARY_READS_COOKIE);
    expect(mark).toMatchObject({ value: String(clock.now + 5000), maxAge: 5, httpOnly: true, path: '/' });

    // Another process knows the cookie only; this one also remembers the session.
    expect(await serverFor(`${PRIMARY_READS_COOKIE}=${mark?.value}`)).toBe('primary');
    expect(await serverFor(session)).toBe('primary');
    expect(await serverFor(`${COOKIES.session.name}=someone-else`)).toBe('replica');

    clock.now += 5000;
    expect(await serverFor(`${session}; ${PRIMARY_READS_COOKIE}=${mark?.value}`)).toBe('replica');
  });

  it('is not marked by a refused write or a beacon, nor kept by a cookie beyond the window', async () => {
    const clock = { now: 1_000_000 };
    await appAt(clock);
    for (const url of ['/refused', '/beacon']) {
      const answer = await app.inject({ method: 'POST', url, headers: { cookie: `${COOKIES.session.name}=t` } });
      expect(answer.cookies.map((c) => c.name)).not.toContain(PRIMARY_READS_COOKIE);
    }
    expect(await serverFor(`${COOKIES.session.name}=t`)).toBe('replica');
    expect(await serverFor(`${PRIMARY_READS_COOKIE}=${clock.now + 60_000}`)).toBe('replica');
  });

  it('honours only a mark that ends within the window from now', () => {
    expect(cookieMarkEnd('1005000', 1_000_000, 5000)).toBe(1_005_000);
    expect(cookieMarkEnd('1005001', 1_000_000, 5000)).toBe(0);
    expect(cookieMarkEnd('1000000', 1_000_000, 5000)).toBe(0);
    expect(cookieMarkEnd('soon', 1_000_000, 5000)).toBe(0);
    expect(cookieMarkEnd(undefined, 1_000_000, 5000)).toBe(0);
  });
});
