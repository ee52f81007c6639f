import { uploadedImageSrcSet } from '../../shared/uploaded-image';

interface ProductImageProps {
  src: string;
  /** How wide the image shows, for the browser to pick a width from `srcset` (uploaded images only). */
  sizes: string;
  /** The box the image is laid out in, so the page does not shift while it loads. */
  width: number;
  height: number;
  className?: string;
  /**
   * The page's largest paint (the purchase page's image, the catalogue's first cards): fetched at
   * once and first, not when layout finds it in view as every other product image is.
   */
  priority?: boolean;
}

/**
 * A product's picture: an uploaded image offers every stored width (`srcset`), so a phone
 * downloads the small one; a demo illustration is an SVG and scales by itself.
 */
export function ProductImage({ src, sizes, width, height, className, priority = false }: ProductImageProps) {
  const srcSet = uploadedImageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
