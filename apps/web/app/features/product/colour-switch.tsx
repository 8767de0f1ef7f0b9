import { Link } from 'react-router';
import type { ProductData } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';

/** Siblings of the same model in other colours: each colour is its own product page. */
export function ColourSwitch({ colours, current }: { colours: ProductData['colours']; current: string }) {
  const { t } = useI18n();
  return (
    <div className="colour-switch">
      <p className="colour-switch__label">{t('product.colour', { colour: current })}</p>
      {colours.length > 1 ? (
        <ul className="colour-switch__list">
          {colours.map((c) => (
            <li key={c.productId}>
              <Link
                to={c.url}
                className="colour-switch__option"
                aria-current={c.current ? 'page' : undefined}
                aria-label={c.name}
                title={c.name}
                preventScrollReset
              >
                <span className="colour-switch__swatch" style={{ background: c.hex }} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
