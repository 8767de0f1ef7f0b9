import { localTime } from '@storefront/domain/dates';
import { STAFF_TIME_ZONE } from '@storefront/domain/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/identity.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: { userId: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ STAFF_PHONES: '+7 999 000-70-01' });
  admin = await createUserSession(t.database.db, { roles: ['admin'], phone: '79990007002' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url: `/api/v1/staff/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('staff roles', () => {
  it('grants the configured administrators at start-up, audited as the shop', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '79990007001'));
    expect(user?.roles).toEqual(['admin']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user!.id)));
    expect(entry).toMatchObject({ staffId: null, action: 'staff.grant', after: { roles: ['admin'] } });
  });

  it('grants a role to a phone that never logged in, once, and audits the change', async () => {
    const first = await call('POST', 'members/grant', { phone: '+7 916 555-70-11', role: 'orders' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ phone: '79165557011', roles: ['orders'] });
    const again = await call('POST', 'members/grant', { phone: '79165557011', role: 'orders' });
    expect(again.json().data.roles).toEqual(['orders']);
    await call('POST', 'members/grant', { phone: '79165557011', role: 'content' });

    const log = await call('GET', `audit?entityType=user&entityId=${first.json().data.id}&dir=asc`);
    expect(
      log
        .json()
        .data.list.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      ['staff.grant', { phone: '79165557011', roles: [] }, { phone: '79165557011', roles: ['orders'] }],
      [
        'staff.grant',
        { phone: '79165557011', roles: ['orders'] },
        { phone: '79165557011', roles: ['orders', 'content'] },
      ],
    ]);
    expect(log.json().data.list[0].staff).toMatchObject({ id: admin.userId, phone: '79990007002' });
  });

  it('revokes a role, and refuses an administrator their own admin role with 409', async () => {
    await call('POST', 'members/grant', { phone: '79165557012', role: 'moderator' });
    const revoked = await call('POST', 'members/revoke', { phone: '79165557012', role: 'moderator' });
    expect(revoked.json().data.roles).toEqual([]);
    // Revoking a role not held changes nothing and is not audited; the revocation itself is, as a grant is.
    expect(
      (await call('POST', 'members/revoke', { phone: '79165557012', role: 'moderator' })).json().data.roles,
    ).toEqual([]);
    const log = await call('GET', `audit?entityType=user&entityId=${revoked.json().data.id}&dir=asc`);
    expect(log.json().data.list.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
      ['staff.grant', { phone: '79165557012', roles: ['moderator'] }],
      ['staff.revoke', { phone: '79165557012', roles: [] }],
    ]);
    const own = await call('POST', 'members/revoke', { phone: '79990007002', role: 'admin' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/own admin role/);
    const bad = await call('POST', 'members/grant', { phone: '12', role: 'root' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists staff by role and phone, paginated; a former staff member is gone from the list', async () => {
    await call('POST', 'members/grant', { phone: '79165557013', role: 'content' });
    const content = (await call('GET', 'members?role=content&sort=phone&dir=asc')).json().data;
    expect(content.list.map((m: { phone: string }) => m.phone)).toEqual(['79165557011', '79165557013']);
    const found = (await call('GET', 'members?q=557013')).json().data;
    expect(found).toMatchObject({ total: 1, page: 1, list: [{ phone: '79165557013' }] });
    const paged = (await call('GET', 'members?perPage=1&page=2&sort=phone&dir=asc')).json().data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(4);
    const all = (await call('GET', 'members?perPage=200')).json().data;
    expect(all.list.map((m: { phone: string }) => m.phone)).not.toContain('79165557012');
  });

  it('answers the staff member and roles at /staff/me', async () => {
    const me = await call('GET', 'me');
    expect(me.json().data).toMatchObject({ id: admin.userId, roles: ['admin'] });
  });
});

describe('audit log', () => {
  it('filters by staff phone, action and days, and pages', async () => {
    const mine = (await call('GET', 'audit?staff=%2B7%20999%20000-70-02&action=staff.grant')).json().data;
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.list.every((e: { staff: { phone: string } }) => e.staff.phone === '79990007002')).toBe(true);
    // Days are the shop's (STAFF_TIME_ZONE).
    const today = localTime(new Date(), STAFF_TIME_ZONE).date;
    const todays = (await call('GET', `audit?from=${today}&to=${today}&perPage=2`)).json().data;
    expect(todays.list).toHaveLength(2);
    expect(todays.total).toBe(mine.total + 2); // the start-up grant and the revocation
    expect((await call('GET', 'audit?from=2000-01-01&to=2000-01-02')).json().data.total).toBe(0);
    expect((await call('GET', 'audit?from=yesterday')).statusCode).toBe(400);
  });
});
