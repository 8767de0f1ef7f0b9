/**
 * A bar chart drawn on the server as SVG: no script, no library, the same picture with JavaScript
 * off. The picture is an image named by its caption and a one-line summary; its figures are also a
 * table under it (opened by a disclosure), for screen readers and for exact values. It scales to its
 * column: its text is 13 of its 320 units across, about 12 px on a phone or in a third of a desktop.
 *
 *   <BarChart title="Orders per day" summary="Highest on 29 Nov: 12" bars={[{ label: '29', name: '29 November', value: 12, text: '12' }]}
 *     nameHeading="Day" valueHeading="Orders" tableLabel="As a table" />
 */
import { useId } from 'react';

export interface Bar {
  /** Under the bar, short: a day of the month. */
  label: string;
  /** In the table and the bar's tooltip: the full date. */
  name: string;
  value: number;
  /** The value as the page writes it: '1 200 ₽'. */
  text: string;
}

export interface BarChartProps {
  title: string;
  summary: string;
  bars: readonly Bar[];
  nameHeading: string;
  valueHeading: string;
  tableLabel: string;
}

/** The drawing's own units: it is scaled to its box, text with it. */
const WIDTH = 320;
const HEIGHT = 150;
const TOP = 20;
const BOTTOM = 18;
const GAP = 0.2;

export function BarChart({ title, summary, bars, nameHeading, valueHeading, tableLabel }: BarChartProps) {
  const id = useId();
  const highest = bars.reduce<Bar | null>((top, bar) => (top && top.value >= bar.value ? top : bar), null);
  const scale = (HEIGHT - TOP - BOTTOM) / Math.max(highest?.value ?? 0, 1);
  const slot = WIDTH / Math.max(bars.length, 1);
  const base = HEIGHT - BOTTOM;
  return (
    <figure className="bar-chart">
      <figcaption id={`${id}-title`} className="bar-chart__title">
        {title}
      </figcaption>
      <svg
        className="bar-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <desc id={`${id}-summary`}>{summary}</desc>
        {highest && highest.value > 0 ? (
          <>
            <line className="bar-chart__grid" x1={0} x2={WIDTH} y1={TOP} y2={TOP} />
            <text className="bar-chart__value" x={WIDTH} y={TOP - 6} textAnchor="end">
              {highest.text}
            </text>
          </>
        ) : null}
        {bars.map((bar, i) => {
          const height = bar.value * scale;
          const x = i * slot;
          return (
            <g key={bar.name}>
              <rect
                className="bar-chart__bar"
                x={x + (slot * GAP) / 2}
                y={base - height}
                width={slot * (1 - GAP)}
                height={height}
              >
                <title>{`${bar.name}: ${bar.text}`}</title>
              </rect>
              <text className="bar-chart__label" x={x + slot / 2} y={HEIGHT - 4} textAnchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
        <line className="bar-chart__axis" x1={0} x2={WIDTH} y1={base} y2={base} />
      </svg>
      <details className="bar-chart__data">
        <summary>{tableLabel}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{nameHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name}>
                <th scope="row">{bar.name}</th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
