/**
 * A product's price and stock as the chosen size has them: before a size is chosen, the product's
 * (a "from" price when its sizes differ in price). The product page and the quick view show it alike.
 */
import type { ProductData } from '../../lib/api-types';
import { Price } from '../../ui/price';
import { StockBadge } from './stock-badge';

interface Props {
  product: Pick<ProductData, 'price' | 'oldPrice' | 'priceFrom' | 'stockLevel'>;
  size: ProductData['sizes'][number] | null;
}

export function SizePrice({ product, size }: Props) {
  return (
    <>
      <Price
        price={size?.price ?? product.price}
        oldPrice={size ? size.oldPrice : product.oldPrice}
        from={!size && product.priceFrom}
      />
      <StockBadge level={size?.stockLevel ?? product.stockLevel} />
    </>
  );
}
