/**
 * The shop's goal events (spec section 9: "some goal events are limited per session"): Yandex
 * Metrica's `reachGoal` and a GA4 event of the same name. A limited goal counts at most `perSession`
 * times in one browser session (a tab's session storage: the counters' visit), so a shopper who adds
 * ten products is one converted visit; an unlimited one (null) counts every time.
 */
export const GOALS = {
  /** A product went into the basket. */
  basket_add: { perSession: 1 },
  /** A product went into the favourites. */
  favourite_add: { perSession: 1 },
  /** The checkout page opened with goods to order. */
  checkout_start: { perSession: 1 },
  /** The customer-questions phone was tapped. */
  phone_click: { perSession: 1 },
  /** The newsletter form was sent and taken. */
  newsletter_subscribe: { perSession: 1 },
  /** An order was placed: every order counts. */
  order_placed: { perSession: null },
} as const satisfies Record<string, { perSession: number | null }>;
export type GoalName = keyof typeof GOALS;

/** How many times each goal has counted in this session. */
export type GoalCounts = Readonly<Partial<Record<GoalName, number>>>;

/** Whether the goal may count once more in a session that has counted `counts`. */
export function goalAllowed(goal: GoalName, counts: GoalCounts): boolean {
  const limit: number | null = GOALS[goal].perSession;
  return limit === null || (counts[goal] ?? 0) < limit;
}

/** The session's counts after the goal counted once more. */
export const countGoal = (goal: GoalName, counts: GoalCounts): GoalCounts => ({
  ...counts,
  [goal]: (counts[goal] ?? 0) + 1,
});

/** Counts read back from storage: anything unreadable is an empty session, never a failure. */
export function parseGoalCounts(text: string | null): GoalCounts {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const counts: Partial<Record<GoalName, number>> = {};
    for (const goal of Object.keys(GOALS) as GoalName[]) {
      const n = (value as Record<string, unknown>)[goal];
      if (typeof n === 'number' && Number.isInteger(n) && n > 0) counts[goal] = n;
    }
    return counts;
  } catch {
    return {};
  }
}
