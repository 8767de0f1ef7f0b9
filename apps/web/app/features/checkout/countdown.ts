/** The payment timer's arithmetic: what is left until a deadline, shown as mm:ss. */

/** Whole seconds left until `dueAt` (ISO time), never below 0. */
export function secondsLeft(dueAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 1000));
}

/** mm:ss; minutes keep counting past 59 (a long timer shows 75:00, not 15:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
