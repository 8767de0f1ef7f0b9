/**
 * Where the page's analytics go (decision 039): `window.dataLayer` (the e-commerce events, which
 * Metrica reads), gtag's own queue for GA4, and Metrica's `reachGoal`. Nothing is written until the
 * shell has turned the counters on (shell/analytics.tsx: the shopper's consent, a configured id, not
 * inside the app unless it asks); until then, and on the server, every call here does nothing.
 */
import type { EcommerceEvent } from '@storefront/domain/analytics/ecommerce';
import { countGoal, type GoalName, goalAllowed, parseGoalCounts } from '@storefront/domain/analytics/goals';

type Queue = unknown[];
/** Metrica's command function (its tag's standard stub queues calls in `a` until tag.js has come). */
type Ym = ((...args: unknown[]) => void) & { a: unknown[]; l: number };

declare global {
  interface Window {
    dataLayer?: Queue;
    /** gtag's own queue (GA4_QUEUE). */
    gtagDataLayer?: Queue;
    ym?: Ym;
  }
}

/** The counters this page reports to, while they are on. */
export interface CounterSink {
  ga4Id: string | null;
  ymId: string | null;
}

let sink: CounterSink | null = null;

export function setCounterSink(next: CounterSink | null): void {
  sink = next;
}

export const countersOn = (): boolean => sink !== null;

/** gtag's standard command: its queue takes the call's own `arguments` object, not an array. */
export function gtag(..._args: unknown[]): void {
  window.gtagDataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from its queue, as its own snippet pushes them
  window.gtagDataLayer.push(arguments);
}

/** An e-commerce event: cleared first, as Google's data-layer guide asks, so fields never carry over. */
export function track(event: EcommerceEvent | null): void {
  if (!sink || !event) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null }, event);
  if (sink.ga4Id) gtag('event', event.event, event.ecommerce);
}

const GOALS_KEY = 'analytics:goals';

/** A goal, counted as many times per session as the domain's GOALS allow. */
export function reachGoal(goal: GoalName): void {
  if (!sink) return;
  const counts = parseGoalCounts(readStorage(sessionStorage, GOALS_KEY));
  if (!goalAllowed(goal, counts)) return;
  writeStorage(sessionStorage, GOALS_KEY, JSON.stringify(countGoal(goal, counts)));
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'goal', goal });
  if (sink.ymId) window.ym?.(Number(sink.ymId), 'reachGoal', goal);
  if (sink.ga4Id) gtag('event', goal);
}

const SENT_KEY = 'analytics:sent';
/** Purchases and refunds remembered as reported; the oldest are forgotten past this many. */
const SENT_MAX = 50;

/**
 * Tracks an event that happens once for good (a purchase, a refund), however often its page is
 * shown again: its key is remembered in this browser. True when it was reported now.
 */
export function trackOnce(key: string, event: EcommerceEvent | null): boolean {
  if (!sink || !event) return false;
  const sent = readStorage(localStorage, SENT_KEY)?.split('\n') ?? [];
  if (sent.includes(key)) return false;
  writeStorage(localStorage, SENT_KEY, [...sent, key].slice(-SENT_MAX).join('\n'));
  track(event);
  return true;
}

/** Storage that a private window or a full quota refuses is no storage, never a failure. */
function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Not remembered: a goal may count again, which beats failing the shopper's click.
  }
}
