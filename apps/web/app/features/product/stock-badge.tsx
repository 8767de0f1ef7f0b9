import type { ProductData } from '../../lib/api-types';

import { useI18n } from '../../lib/i18n';

export function StockBadge({ level }: { level: ProductData['stockLevel'] }) {
  const { t } = useI18n();
  return <p className={`stock stock--${level}`}>{t(`product.stock.${level}`)}</p>;
}
