/**
 * Size choice: size chips in a grid (radio buttons, the chosen one filled), on every screen; the
 * size picker sheet shows the same grid when a phone's buy bar or "add" without a size asks for
 * it (`pickerOpen`). A size guide opens in its own modal. When
 * sizes differ in price, each size shows its own under its name, inside the choice's label (so part of
 * its accessible name). The quick view shows the same options, without the phone sheet, as `SizeList`.
 */
import { useState } from 'react';
import type { ProductData } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { LazyModal } from '../../ui/lazy-modal';
import { Price } from '../../ui/price';

type Size = ProductData['sizes'][number];

interface Props {
  sizes: Size[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The sizes differ in price: each shows its own. */
  withPrices?: boolean;
  /** The picker can also be opened from outside (add to basket without a size). */
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}

type OptionsProps = Pick<Props, 'sizes' | 'selectedId' | 'onSelect' | 'withPrices'> & { name: string };

function SizeOptions({ sizes, selectedId, onSelect, withPrices, name }: OptionsProps) {
  const { t } = useI18n();
  return (
    <div className="size-options">
      {sizes.map((s) => {
        const label = s.name ?? '';
        const soldOut = s.maxAvailable <= 0;
        return (
          <label key={s.id} className={`size-option${soldOut ? ' size-option--none' : ''}`}>
            <input
              type="radio"
              name={name}
              value={s.id}
              checked={selectedId === s.id}
              disabled={soldOut}
              onChange={() => onSelect(s.id)}
            />
            <span aria-hidden={soldOut ? 'true' : undefined}>
              {label}
              {withPrices ? (
                <>
                  {' '}
                  <span className="size-option__price">
                    <Price price={s.price} oldPrice={s.oldPrice} />
                  </span>
                </>
              ) : null}
            </span>
            {soldOut ? <span className="visually-hidden">{t('product.sizeUnavailable', { size: label })}</span> : null}
          </label>
        );
      })}
    </div>
  );
}

/** The size options alone in their group, as the quick view shows them (it is a modal already). */
export function SizeList(props: OptionsProps) {
  const { t } = useI18n();
  return (
    <fieldset className="size-choice">
      <legend className="size-choice__legend">{t('product.size')}</legend>
      <SizeOptions {...props} />
    </fieldset>
  );
}

export function SizeChoice({ sizes, selectedId, onSelect, withPrices, pickerOpen, onPickerOpenChange }: Props) {
  const { t } = useI18n();
  const [guide, setGuide] = useState(false);
  return (
    <fieldset className="size-choice">
      <legend className="size-choice__legend">{t('product.size')}</legend>
      <div className="size-choice__wide">
        <SizeOptions sizes={sizes} selectedId={selectedId} onSelect={onSelect} withPrices={withPrices} name="size" />
      </div>
      <button type="button" className="link-button size-choice__guide" onClick={() => setGuide(true)}>
        {t('product.sizeGuide')}
      </button>
      <LazyModal
        open={pickerOpen}
        onClose={() => onPickerOpenChange(false)}
        title={t('product.sizeChoose')}
        kind="sheet"
        className="size-picker"
      >
        <SizeOptions
          sizes={sizes}
          selectedId={selectedId}
          withPrices={withPrices}
          name="size-picker"
          onSelect={(id) => {
            onSelect(id);
            onPickerOpenChange(false);
          }}
        />
      </LazyModal>
      <LazyModal open={guide} onClose={() => setGuide(false)} title={t('product.sizeGuide')}>
        <p>{t('product.sizeGuideText')}</p>
        <ul className="size-guide__list">
          {sizes.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </ul>
      </LazyModal>
    </fieldset>
  );
}
