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

/** A week's opening hours, Monday first, a day off as closed (the shop page's list). */
export function WeekHours({ hours }: { hours: readonly (readonly [string, string] | null)[] }) {
  const { t } = useI18n();
  return (
    <ul className="shop-hours">
      {hours.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the weekday is the index
        <li key={i}>
          <span>{t(`shops.weekday.${i}`)}</span> {h ? `${h[0]}–${h[1]}` : t('shops.closed')}
        </li>
      ))}
    </ul>
  );
}

/** A shop page's plain text: paragraphs split by blank lines; nothing when empty. */
export function ShopText({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="shop-page__about">
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are not reordered
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
