import type { ProductData } from '../../lib/api-types';

import { useI18n } from '../../lib/i18n';

/** Description and the characteristics table, including the product's own facts. */
export function Characteristics({ product }: { product: ProductData }) {
  const { t } = useI18n();
  const rows: { label: string; value: string }[] = [
    { label: t('product.brand'), value: `${product.brand.name} (${product.brand.country})` },
    ...(product.line ? [{ label: t('product.line'), value: product.line }] : []),
    ...(product.collection ? [{ label: t('product.collection'), value: product.collection }] : []),
    { label: t('product.material'), value: product.material },
    ...product.characteristics,
    { label: t('product.packageSize'), value: t('product.packageSizeValue', { size: product.packageSize }) },
    { label: t('product.weight'), value: t('product.weightValue', { grams: product.weightGrams }) },
  ];
  return (
    <div className="product-about">
      <section aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        <p className="product-about__description">{product.description}</p>
      </section>
      <section aria-labelledby="product-characteristics">
        <h2 id="product-characteristics">{t('product.characteristics')}</h2>
        <dl className="characteristics">
          {rows.map((r) => (
            <div key={r.label} className="characteristics__row">
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
