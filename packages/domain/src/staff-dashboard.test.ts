import { describe, expect, it } from 'vitest';
import { dashboardPeriods, dashboardSectionsFor } from './staff-dashboard.ts';

describe('the dashboard’s sections', () => {
  it('are the ones each role opens: money for order managers, the catalogue’s for its editors', () => {
    expect(dashboardSectionsFor(['admin'])).toEqual(['sales', 'actions', 'stockOuts', 'searches', 'vitals']);
    expect(dashboardSectionsFor(['orders'])).toEqual(['sales', 'actions', 'vitals']);
    expect(dashboardSectionsFor(['catalogue', 'content'])).toEqual(['stockOuts', 'searches', 'vitals']);
    expect(dashboardSectionsFor(['moderator'])).toEqual(['vitals']);
    expect(dashboardSectionsFor([])).toEqual([]);
  });
});

describe('the dashboard’s days', () => {
  it('are the staff clock’s: a Sunday night in Moscow is still Sunday, its week began on Monday', () => {
    const periods = dashboardPeriods(new Date('2026-11-29T20:59:00Z'));
    expect(periods).toMatchObject({ today: '2026-11-29', weekStart: '2026-11-23' });
    expect(periods.days).toHaveLength(14);
    expect([periods.days[0], periods.days.at(-1)]).toEqual(['2026-11-16', '2026-11-29']);
    expect(periods.since.toISOString()).toBe('2026-11-15T21:00:00.000Z');
  });

  it('turn at Moscow’s midnight, and a Monday starts its own week', () => {
    const periods = dashboardPeriods(new Date('2026-11-29T21:00:00Z'));
    expect(periods).toMatchObject({ today: '2026-11-30', weekStart: '2026-11-30' });
  });
});
