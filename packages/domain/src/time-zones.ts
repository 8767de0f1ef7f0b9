/** Time zones a shopper can pick for notifications (layout data `timeZoneList`). */
import { utcOffset } from './dates.ts';

export const TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
  'Asia/Aqtobe',
  'Asia/Almaty',
  'Asia/Dubai',
] as const;

export function timeZoneList(at: Date): { id: string; utc: string }[] {
  return TIME_ZONES.map((id) => ({ id, utc: utcOffset(id, at) }));
}
