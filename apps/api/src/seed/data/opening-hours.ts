/** Opening hours per weekday, Monday first; null marks a day off. */
export type OpeningHours = ([string, string] | null)[];

export const daily = (open: string, close: string): OpeningHours => Array.from({ length: 7 }, () => [open, close]);

export function week(
  weekdays: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): OpeningHours {
  return [...Array.from({ length: 5 }, (): [string, string] => [...weekdays]), saturday, sunday];
}
