/**
 * A gift-card design's photograph (decorative: the design's name or the card's amount is beside it),
 * in the size the place shows it; the half-size copy serves small places (giftCardDesignSrcSet).
 */
import { GIFT_CARD_IMAGE, giftCardDesignSrcSet } from '@storefront/domain/gift-cards';

export function GiftCardPicture({ src, sizes, lazy }: { src: string; sizes: string; lazy?: boolean }) {
  return (
    <img
      src={src}
      srcSet={giftCardDesignSrcSet(src)}
      sizes={sizes}
      alt=""
      width={GIFT_CARD_IMAGE.width}
      height={GIFT_CARD_IMAGE.height}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
