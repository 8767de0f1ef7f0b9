/** The key baskets and favourites are stored under: the user when logged in, else the guest session. */
import type { CurrentSession } from './session.service.ts';

export const userOwnerKey = (userId: number) => `u:${userId}`;

export function ownerKeyOf(session: CurrentSession | null): string | null {
  if (!session) return null;
  return session.user ? userOwnerKey(session.user.id) : `s:${session.id}`;
}

/** The user an owner key belongs to ('u:<id>'), or null for a guest session's key. */
export function userIdOfKey(ownerKey: string | null): number | null {
  return ownerKey?.startsWith('u:') ? Number(ownerKey.slice(2)) : null;
}
