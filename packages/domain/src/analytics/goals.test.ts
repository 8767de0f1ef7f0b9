import { describe, expect, it } from 'vitest';
import { countGoal, GOALS, type GoalCounts, goalAllowed, parseGoalCounts } from './goals.ts';

describe('goal events limited per session', () => {
  it('counts a limited goal once per session, an unlimited one every time', () => {
    let counts: GoalCounts = {};
    expect(goalAllowed('basket_add', counts)).toBe(true);
    counts = countGoal('basket_add', counts);
    expect(goalAllowed('basket_add', counts)).toBe(false);
    expect(goalAllowed('favourite_add', counts)).toBe(true);
    for (let i = 0; i < 5; i++) counts = countGoal('order_placed', counts);
    expect(goalAllowed('order_placed', counts)).toBe(true);
  });

  it('limits some goals and not others, as the spec says', () => {
    const limits = Object.values(GOALS).map((g) => g.perSession);
    expect(limits).toContain(null);
    expect(limits.some((l) => typeof l === 'number' && l > 0)).toBe(true);
  });

  it('reads back what it stored, and anything else as a fresh session', () => {
    const stored = JSON.stringify(countGoal('phone_click', {}));
    expect(parseGoalCounts(stored)).toEqual({ phone_click: 1 });
    for (const junk of [null, '', 'not json', '[]', '"x"', '{"phone_click":-1,"nope":3}']) {
      expect(parseGoalCounts(junk)).toEqual({});
    }
  });
});
