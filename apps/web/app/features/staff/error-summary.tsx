/**
 * The list of a refused form's faulty fields at its top: focused when it appears, so keyboard and
 * screen-reader users land on what to correct; each field's own message stays beside it.
 */
import { useEffect, useId, useRef } from 'react';

export interface SummaryItem {
  label: string;
  message: string;
}

export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (items.length) ref.current?.focus();
  }, [items]);
  if (!items.length) return null;
  return (
    <div ref={ref} tabIndex={-1} className="staff-error-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.label}: {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
