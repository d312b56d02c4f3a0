import { productMainImageSizes } from '#shared/seo';
import { imageSources, originalWidth } from '#web/lib/responsive-image.ts';
import type { GalleryItem } from './gallery-items.ts';
import { VideoPlayer } from './video-player.tsx';

/** Originals are stored 1200 x 900 (4:3); width and height reserve the space before the file arrives. */
const originalHeight = (originalWidth * 3) / 4;

/** Which width the picture takes: half the page beside the configurator, or the whole screen. */
const sizesByVariant = {
  inline: productMainImageSizes,
  fullscreen: '100vw',
} as const;

export function itemLabel(productName: string, item: GalleryItem, index: number, total: number): string {
  return `${productName}, ${item.type} ${index + 1} of ${total}`;
}

interface GallerySlideProps {
  item: GalleryItem;
  label: string;
  variant: keyof typeof sizesByVariant;
  autoPlay: boolean;
  suspended?: boolean;
}

/** The item in the large view: a responsive image, or a video with its controls. */
export function GallerySlide({ item, label, variant, autoPlay, suspended = false }: GallerySlideProps) {
  if (item.type === 'video') {
    return (
      <VideoPlayer
        src={item.url}
        poster={item.thumbnail}
        label={label}
        autoPlay={autoPlay}
        suspended={suspended}
        tone={variant === 'fullscreen' ? 'light' : 'dark'}
      />
    );
  }
  const { src, srcSet } = imageSources(item.url, item.thumbnail);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizesByVariant[variant] : undefined}
      alt={label}
      width={originalWidth}
      height={originalHeight}
      loading="eager"
      decoding="async"
      fetchPriority={variant === 'inline' ? 'high' : 'auto'}
      className="size-full object-contain"
    />
  );
}
