/** The key baskets and favourites are stored under: the user when logged in, else the guest session. */
import type { CurrentSession } from './session.service.ts';

export function ownerKeyOf(session: CurrentSession | null): string | null {
  if (!session) return null;
  return session.user ? `u:${session.user.id}` : `s:${session.id}`;
}
