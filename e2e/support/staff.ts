/** Staff members of the e2e server: phones listed in its STAFF_PHONES (e2e/support/server.ts), administrators at start. */
import type { TestPhone } from './sms-login.ts';

/** The back-office tests' administrator. */
export const STAFF_ADMIN: TestPhone = { typed: '+7 916 555-60-90', digits: '79165556090' };
/** The catalogue tests' administrator (its own phone, so the two files' logins never meet a resend pause). */
export const CATALOGUE_ADMIN: TestPhone = { typed: '+7 916 555-64-00', digits: '79165556400' };
