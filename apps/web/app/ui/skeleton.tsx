/**
 * Skeletons: grey shapes where content will be once it arrives after the page (a listing's next
 * cards, a dialog's body, more reviews), laid out like that content so nothing moves when it comes.
 * The shapes are hidden from assistive technology; the region says "loading" once, in a status.
 */
import { LOADING_BAR } from '@storefront/domain/constants';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';

/** A region of shapes standing in for content that is on its way; `className` lays the shapes out. */
export function Skeleton({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="skeleton" aria-busy="true">
      <span role="status" className="visually-hidden">
        {t('ui.loading')}
      </span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}

/**
 * One shape: a block (a picture, a field, a button; give it a height or an aspect ratio through
 * `className` or `style`) or a line of text of the surrounding font's height.
 */
export function SkeletonShape({
  kind = 'block',
  width,
  height,
  className,
}: {
  kind?: 'block' | 'text';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      className={`skeleton-shape skeleton-shape--${kind}${className ? ` ${className}` : ''}`}
      style={width === undefined && height === undefined ? undefined : { width, height }}
    />
  );
}

/**
 * Whether a wait has lasted long enough to show a skeleton for it: quick loads keep what is on
 * screen instead of flashing grey for a moment (the same threshold as the navigation bar's).
 */
export function useLongWait(waiting: boolean, delayMs: number = LOADING_BAR.throttleMs): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setLong(false);
      return;
    }
    const timer = setTimeout(() => setLong(true), delayMs);
    return () => clearTimeout(timer);
  }, [waiting, delayMs]);
  return waiting && long;
}
