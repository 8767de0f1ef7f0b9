import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const basic = `Basic ${Buffer.from('1c-exchange:exchange-secret-1').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp({ EXCHANGE_LOGIN: '1c-exchange', EXCHANGE_PASSWORD: 'exchange-secret-1' });
});
afterAll(async () => t?.close());

/** One call of 1C's exchange, as 1C makes it: query parameters, the session cookie, a raw body for files. */
const exchange = (query: Record<string, string>, options: { cookie?: string; auth?: string; body?: Buffer } = {}) =>
  t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: '/api/v1/exchange/1c',
    query: { type: 'catalog', ...query },
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.auth ? { authorization: options.auth } : {}),
      ...(options.body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });

async function signIn(): Promise<string> {
  const res = await exchange({ mode: 'checkauth' }, { auth: basic });
  const [status, name, value] = res.body.split('\n');
  expect(status).toBe('success');
  return `${name}=${value}`;
}

/** Uploads a file in two parts and calls import until it stops answering progress (working the queue in between). */
async function upload(cookie: string, name: string, bytes: Buffer): Promise<string[]> {
  const half = Math.floor(bytes.length / 2);
  for (const part of [bytes.subarray(0, half), bytes.subarray(half)])
    expect((await exchange({ mode: 'file', filename: name }, { cookie, body: part })).body).toBe('success\n');
  const answers: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = (await exchange({ mode: 'import', filename: name }, { cookie })).body;
    answers.push(answer.split('\n')[0] as string);
    if (!answer.startsWith('progress')) return [...answers, ...answer.split('\n').slice(1)];
    await t.app.jobs.drain();
  }
  return answers;
}

describe('1C exchange (CommerceML over HTTP)', () => {
  it('refuses a wrong login and a call without the session', async () => {
    const wrong = await exchange(
      { mode: 'checkauth' },
      { auth: `Basic ${Buffer.from('1c-exchange:nope').toString('base64')}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatch(/^failure\n/);
    expect((await exchange({ mode: 'init' })).statusCode).toBe(401);
    expect((await exchange({ mode: 'init' }, { cookie: 'exchange_session=123.forged' })).statusCode).toBe(401);
    expect((await exchange({ mode: 'checkauth', extra: '1' }, { auth: basic })).statusCode).toBe(400);
  });

  it('runs checkauth → init → file → import for import.xml and offers.xml, and a second exchange changes nothing', async () => {
    const cookie = await signIn();
    const init = await exchange({ mode: 'init' }, { cookie });
    expect(init.headers['content-type']).toContain('text/plain');
    expect(init.body).toBe(`zip=no\nfile_limit=${32 * 2 ** 20}\n`);
    expect(await upload(cookie, 'import.xml', fixture('import.xml'))).toEqual(['progress', 'success', '']);
    expect(await upload(cookie, 'offers.xml', fixture('offers.xml'))).toEqual(['progress', 'success', '']);
    const rows = (await t.database.db.execute(sql`select p.article, pp.price from products p
      join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
      where p.external_id like 'guid-pan-%' order by p.article`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { article: 'CML-PAN-1', price: 249_000 },
      { article: 'guid-pan-2', price: 319_050 },
    ]);
    // 1C's next exchange sends the same files: nothing changes.
    const next = await signIn();
    await exchange({ mode: 'init' }, { cookie: next });
    expect(await upload(next, 'offers.xml', fixture('offers.xml'))).toEqual(['progress', 'success', '']);
    const imports = (await t.database.db.execute(
      sql`select changed from catalogue_imports order by id desc limit 1`,
    )) as unknown as { rows: { changed: number }[] };
    expect(imports.rows[0]?.changed).toBe(0);
  });

  it('answers failure with the reasons for a broken file, a file with bad rows and a file over the limit', async () => {
    const cookie = await signIn();
    await exchange({ mode: 'init' }, { cookie });
    const broken = await upload(
      cookie,
      'import.xml',
      Buffer.from('<?xml version="1.0"?>\n<КоммерческаяИнформация>\n<a></b>'),
    );
    expect(broken[0]).toBe('failure');
    expect(broken[1]).toMatch(/^Ошибка XML в строке 3, позиции 7/);
    const bad = await upload(cookie, 'offers.xml', fixture('offers-errors.xml'));
    expect(bad.slice(0, 3)).toEqual(['progress', 'failure', 'строка 8, Ид: Нет товара с таким артикулом']);
    const huge = await exchange(
      { mode: 'file', filename: 'big.xml' },
      { cookie, body: Buffer.alloc(100 * 2 ** 20, 0x20) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toBe('failure\nФайл больше 32 МБ');
    const zip = await exchange(
      { mode: 'file', filename: 'import.zip' },
      { cookie, body: Buffer.from('PK\x03\x04', 'latin1') },
    );
    expect(zip.body).toMatch(/^failure\nZip-архивы не принимаются/);
    expect(
      (await exchange({ mode: 'file', filename: '../etc/passwd' }, { cookie, body: Buffer.from('x') })).body,
    ).toMatch(/^failure\n/);
  });
});
