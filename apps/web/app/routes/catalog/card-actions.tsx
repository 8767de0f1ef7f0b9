/**
 * The buttons on a listing card: the favourite toggle, and quick add for a product without sizes.
 * Composed here, in the routes, because features do not import each other.
 */
import type { ProductCard } from '@storefront/api/modules/catalog/product-card';
import { AddToBasketButton } from '../../features/basket/add-to-basket-button';
import { FavouriteToggle } from '../../features/favourites/favourite-toggle';

export function CardActions(product: ProductCard) {
  return (
    <>
      <FavouriteToggle productId={product.id} />
      {product.quickAdd ? (
        <AddToBasketButton skuId={product.quickAdd.skuId} maxAvailable={product.quickAdd.maxAvailable} />
      ) : null}
    </>
  );
}
