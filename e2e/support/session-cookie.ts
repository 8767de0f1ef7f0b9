/** A shopper or staff member signed in straight in the suite's database, for tests that call the server without a browser. */
import { createHash, randomBytes } from 'node:crypto';
import { COOKIES } from '@storefront/domain/constants';
import pg from 'pg';

/** A signed-in user of the suite's database with `roles`, as the cookie a browser would send. */
export async function sessionCookie(databaseUrl: string, roles: string[]): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const phone = `7917${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, '0')}`;
    const { rows } = await client.query<{ id: number }>(
      'insert into users (phone, roles, first_name) values ($1, $2, $3) returning id',
      [phone, roles, 'Варвара'],
    );
    const token = randomBytes(24).toString('base64url');
    await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(token).digest('hex'),
      rows[0]?.id,
    ]);
    return `${COOKIES.session.name}=${token}`;
  } finally {
    await client.end();
  }
}
