import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/orders.ts';
import { recordingLog } from '../../modules/payments/payments.test-support.ts';
import { openTestDatabase, PRODUCTION_ENV, testConfig } from '../../test/test-app.ts';
import { createSmsProvider } from '../sms/create-sms-provider.ts';
import { createEmailProvider } from './create-email-provider.ts';

let database: Database;
let gateway: { url: string; status: number; received: { headers: IncomingHttpHeaders; body: unknown }[] };
let close: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(gateway.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, status: 202, received };
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await database.close();
});

const message = { to: 'anna@example.com', subject: 'Order 1 is paid', text: 'We have received 990 ₽.' };

describe('e-mail providers', () => {
  it('keeps messages in the outbox table and the log by default', async () => {
    const log = recordingLog();
    const email = createEmailProvider(testConfig(), database.db, log);
    expect(email.kind).toBe('outbox');
    await email.send(message);
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, message.to));
    expect(rows).toEqual([expect.objectContaining(message)]);
    expect(log.info).toHaveBeenCalledWith(message, 'email outbox');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns when the outbox is used in production', () => {
    const log = recordingLog();
    createEmailProvider(testConfig({ ...PRODUCTION_ENV }), database.db, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('EMAIL_PROVIDER=outbox in production'));
  });

  it('hands messages to the HTTP gateway with the sender and the key', async () => {
    const config = testConfig({
      EMAIL_PROVIDER: 'http',
      EMAIL_GATEWAY_URL: gateway.url,
      EMAIL_GATEWAY_KEY: 'mail-key',
      EMAIL_FROM: 'Uyut <shop@uyut.example>',
    });
    const email = createEmailProvider(config, database.db, recordingLog());
    expect(email.kind).toBe('http');
    await email.send(message);
    expect(gateway.received.at(-1)).toEqual({
      headers: expect.objectContaining({ authorization: 'Bearer mail-key', 'content-type': 'application/json' }),
      body: { from: 'Uyut <shop@uyut.example>', ...message },
    });
    gateway.status = 500;
    await expect(email.send(message)).rejects.toThrow('E-mail gateway answered 500');
    gateway.status = 202;
  });

  it('shares the gateway call with SMS, which keeps its own shape', async () => {
    const sms = createSmsProvider(
      testConfig({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: gateway.url }),
      database.db,
      recordingLog(),
    );
    await sms.send('79161234567', 'code 1234');
    const last = gateway.received.at(-1)!;
    expect(last.body).toEqual({ phone: '+79161234567', text: 'code 1234' });
    expect(last.headers.authorization).toBeUndefined();
  });

  it('needs a gateway address for the HTTP provider', () => {
    expect(() => testConfig({ EMAIL_PROVIDER: 'http' })).toThrow(/EMAIL_GATEWAY_URL/);
  });
});
