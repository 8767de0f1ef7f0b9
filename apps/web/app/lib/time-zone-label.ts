/** Time zones as shoppers read them: the city in the page's language rather than the IANA id. */
import type { Translate } from '@storefront/domain/i18n/translator';

/** The zone's city ('Москва' for Europe/Moscow); an unknown zone keeps its id. */
export function timeZoneName(t: Translate, id: string): string {
  const key = `timeZones.${id}`;
  const name = t(key);
  return name === key ? id : name;
}

/** 'Москва (UTC+03:00)'. */
export function timeZoneLabel(t: Translate, zone: { id: string; utc: string }): string {
  return t('timeZones.label', { city: timeZoneName(t, zone.id), utc: zone.utc });
}
