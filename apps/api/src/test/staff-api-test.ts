/**
 * The callers of a back-office API test file: one test app for the file, and a content editor, a
 * shopper and a guest calling it (`as` signs in staff of other roles). Filled in before the file's
 * tests run; the app is closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { callAs } from '../modules/orders/orders.test-support.ts';
import { createUserSession } from './sessions.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Caller = ReturnType<typeof callAs>;

export interface StaffApiTest {
  t: TestApp;
  /** A content editor's session. */
  editor: Caller;
  /** The editor's cookie, for calls `callAs` cannot make (uploads). */
  editorCookie: string;
  /** A signed-in shopper without staff roles. */
  shopper: Caller;
  /** No session at all. */
  guest: Caller;
  /** A new signed-in user with these roles. */
  as(roles: string[]): Promise<Caller>;
}

export function staffApiTest(): StaffApiTest {
  const test = {} as StaffApiTest;
  beforeAll(async () => {
    const t = await createTestApp();
    const as = async (roles: string[]) => callAs(t.app, (await createUserSession(t.database.db, { roles })).cookie);
    const editorCookie = (await createUserSession(t.database.db, { roles: ['content'] })).cookie;
    Object.assign(test, {
      t,
      as,
      editor: callAs(t.app, editorCookie),
      editorCookie,
      shopper: await as([]),
      guest: callAs(t.app, ''),
    });
  });
  afterAll(async () => {
    await test.t?.close();
  });
  return test;
}
