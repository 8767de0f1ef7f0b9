import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

const bars = [
  { label: '28', name: '28 November', value: 2, text: '2' },
  { label: '29', name: '29 November', value: 8, text: '8' },
  { label: '30', name: '30 November', value: 0, text: '0' },
];

const chart = (list = bars) =>
  render(
    <BarChart
      title="Orders per day"
      summary="Highest on 29 November: 8."
      bars={list}
      nameHeading="Day"
      valueHeading="Orders"
      tableLabel="As a table"
    />,
  );

describe('bar chart', () => {
  it('is one image named by its title and summary, bars in proportion to the highest', () => {
    const { container } = chart();
    const image = screen.getByRole('img');
    const named = (image.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(named.map((el) => el?.textContent)).toEqual(['Orders per day', 'Highest on 29 November: 8.']);
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(0);
    expect(heights[0]).toBeCloseTo((heights[1] as number) / 4);
    expect(heights[2]).toBe(0);
    expect(within(image as unknown as HTMLElement).getByText('8', { selector: '.bar-chart__value' })).toBeTruthy();
  });

  it('gives its figures as a table too', () => {
    chart();
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual(['DayOrders', '28 November2', '29 November8', '30 November0']);
  });

  it('draws no highest mark when every bar is zero', () => {
    const { container } = chart(bars.map((b) => ({ ...b, value: 0, text: '0' })));
    expect(container.querySelector('.bar-chart__value')).toBeNull();
    expect([...container.querySelectorAll('rect')].every((r) => r.getAttribute('height') === '0')).toBe(true);
  });
});
