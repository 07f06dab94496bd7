/**
 * A post's cover: our own covers as `<picture>` with AVIF and WebP at 640 and 1200 wide (the browser
 * picks by `sizes`), any other https address as a plain `<img>`. Always with width and height, so the
 * box is reserved before the image arrives; lazy unless it is the page's first view (`priority`).
 */
import { COVER_SIZE, coverSources } from '@/content/images.ts';

export interface CoverImageProps {
  image: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice of width (the `sizes` attribute). */
  sizes: string;
  /** The page's main image, above the fold: loaded at once, and first. */
  priority?: boolean;
  className?: string;
}

export function CoverImage({ image, alt, sizes, priority = false, className = '' }: CoverImageProps) {
  const { src, srcSet, avifSrcSet } = coverSources(image);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
