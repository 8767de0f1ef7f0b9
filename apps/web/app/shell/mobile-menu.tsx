/** The mobile menu: a disclosure that closes whenever the path changes. */
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';
import { Icon } from '../ui/icon';

export function MobileMenu({ items }: { items: { text: string; url: string }[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="visually-hidden">{open ? t('nav.menuClose') : t('nav.menuOpen')}</span>
      </button>
      <nav id={id} className="mobile-menu__panel" hidden={!open} aria-label={t('nav.catalogue')}>
        <ul>
          {items.map((item) => (
            <li key={item.url}>
              <Link to={item.url}>{item.text}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
