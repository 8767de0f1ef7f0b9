/**
 * What changed in the shop that caches built from it must follow, as events of one app instance
 * (`app.events`): each cache subscribes to the app it serves, so two apps in one process (tests,
 * a web host beside its API) never hear each other's changes. Changes committed by another process
 * reach this one through the catalogue's version poll (catalog-changes.ts), which emits the same
 * events here once the facet index is rebuilt.
 */
import type { FastifyInstance } from 'fastify';

/**
 * Which part of the catalogue changed: some products (and the categories listing them, ancestors
 * included), or the periodic rebuild that only makes sure nothing was missed (`refresh`); no scope:
 * all of it (an index rebuilt after a change of the whole catalogue).
 */
export type CatalogChangeScope = { products: readonly number[]; categories: readonly number[] } | { refresh: true };

export interface AppEventMap {
  /** The facet index in use changed: prices, stock and listings read from it (of `scope`) are stale. */
  catalogChanged: CatalogChangeScope | undefined;
  /** A change to what shoppers see of the content (pages, announcements, looks, shops, home blocks) was committed. */
  contentChanged: undefined;
  /** Staff changed search synonyms or pins (committed): searches answered before are stale. */
  searchTuningChanged: undefined;
}

export type AppEventName = keyof AppEventMap;

/** A typed emitter with the listener's removal as `on`'s answer. */
export class AppEvents {
  private readonly listeners = new Map<AppEventName, Set<(payload: never) => void>>();

  /** Calls `listener` on each `event`; answers its removal. */
  on<E extends AppEventName>(event: E, listener: (payload: AppEventMap[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Call once the change is committed: a listener may read the new state at once. */
  emit<E extends AppEventName>(
    event: E,
    ...[payload]: undefined extends AppEventMap[E] ? [payload?: AppEventMap[E]] : [payload: AppEventMap[E]]
  ): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (p: AppEventMap[E] | undefined) => void)(payload);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's change events (lib/app-events.ts). */
    events: AppEvents;
  }
}

export function registerAppEvents(app: FastifyInstance): AppEvents {
  const events = new AppEvents();
  app.decorate('events', events);
  return events;
}
