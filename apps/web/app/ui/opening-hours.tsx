import { useI18n } from '../lib/i18n';

/** Today's opening hours (hours are stored Monday first). */
export function TodayHours({ hours, now = new Date() }: { hours: ([string, string] | null)[]; now?: Date }) {
  const { t } = useI18n();
  const today = hours[(now.getDay() + 6) % 7];
  return (
    <span className="stores__hours">
      {today ? t('stores.today', { from: today[0], to: today[1] }) : t('stores.closedToday')}
    </span>
  );
}
