/**
 * A short label on a product or a status: its tone says what kind of news it is (accent for new
 * things, sale for reductions, warning for what sells out, positive for what is done).
 */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'sale' | 'positive' | 'warning';

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`badge badge--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
