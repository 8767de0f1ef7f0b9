/**
 * What the web handler needs of a session to pick a page's shared render (packages/web-host page-keys.ts):
 * the session's city, or null when the token names no live session.
 */
import type { Db } from '../../db/client.ts';
import { findSession, hashToken } from './session.service.ts';

export interface SessionFacts {
  cityId: number | null;
}

/**
 * Kept a couple of seconds per token (a burst of pages asks once); a change of the session's city, a
 * login or a logout in this process forgets it at once (forgetSessionFacts). Another process's
 * change shows here within FACTS_TTL_MS.
 */
const FACTS_TTL_MS = 2000;
const FACTS_MAX = 10_000;
const facts = new Map<string, { at: number; facts: Promise<SessionFacts | null> }>();

export function sessionFactsReader(
  db: Db,
  now: () => number = Date.now,
): (token: string) => Promise<SessionFacts | null> {
  return (token) => {
    const id = hashToken(token);
    const hit = facts.get(id);
    if (hit && now() - hit.at < FACTS_TTL_MS) return hit.facts;
    if (facts.size >= FACTS_MAX) facts.clear();
    const read = findSession(db, token).then((session) => (session ? { cityId: session.cityId } : null));
    const entry = { at: now(), facts: read };
    facts.set(id, entry);
    read.catch(() => {
      if (facts.get(id) === entry) facts.delete(id);
    });
    return read;
  };
}

/** The session (by its id, the token's hash) changed its city or ended: its facts are read afresh. */
export function forgetSessionFacts(sessionId: string): void {
  facts.delete(sessionId);
}
