import { ImageOff, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { CatalogView } from '#shared/catalog';
import { fastShippingTag, hasTag, topSellerTag } from '#shared/catalog';
import type { ProductCard as ProductCardData } from '#shared/schemas/catalog-page';
import { reviewCountLabel, StarRating } from '#web/components/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatUSD } from '#web/lib/format.ts';
import { imageSources, originalWidth } from '#web/lib/responsive-image.ts';

/**
 * How the card's picture loads: the first row of the home catalogue is likely the page's largest paint,
 * so it loads at once ('eager'; the very first picture also with high priority: 'high'); the rest wait
 * until they come near the viewport ('lazy').
 */
export type CardImageLoading = 'high' | 'eager' | 'lazy';

/** The stored pictures are 4:3 (1200 x 900); width and height reserve the space before they load. */
const imageHeight = (originalWidth * 3) / 4;

/**
 * How wide the picture is drawn, so the browser picks the 600-px variant where it is enough. Grid: one
 * column under md, two at md, three at lg, four at xl inside the 1280-px container (gaps and padding
 * subtracted). List: the fixed picture column of the horizontal card.
 */
const imageSizes: Record<CatalogView, string> = {
  grid: '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  list: '(min-width: 768px) 288px, (min-width: 640px) 224px, 112px',
};

function ProductBadges({ product, className }: { product: ProductCardData; className: string }) {
  const badges = [
    hasTag(product, topSellerTag) ? { label: topSellerTag, className: 'bg-accent-500 text-slate-950' } : null,
    hasTag(product, fastShippingTag)
      ? { label: fastShippingTag, className: 'bg-brand-700 text-white' }
      : null,
  ].filter((badge) => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Highlights">
      {badges.map((badge) => (
        <li
          key={badge.label}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold shadow ring-1 ring-white/80',
            badge.className,
          )}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Stars and the review count from approved reviews, or 'No reviews yet' (no made-up numbers:
 * docs/product/overview.md).
 */
function ProductRating({ product }: { product: ProductCardData }) {
  if (product.averageRating === null || product.reviewCount === 0) {
    return <p className="text-sm text-slate-500">No reviews yet</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <StarRating rating={product.averageRating} />
      <span aria-hidden="true" className="font-medium text-slate-900">
        {product.averageRating.toFixed(1)}
      </span>
      <span>({reviewCountLabel(product.reviewCount)})</span>
    </p>
  );
}

interface ProductCardProps {
  product: ProductCardData;
  /** 'grid': picture on top; 'list': picture beside the text, one card per row. */
  layout?: CatalogView;
  imageLoading?: CardImageLoading;
}

export function ProductCard({ product, layout = 'grid', imageLoading = 'lazy' }: ProductCardProps) {
  const sources = product.image ? imageSources(product.image, product.imageThumbnail) : null;
  const list = layout === 'list';
  return (
    <article
      className={cn(
        'group flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn(
          'relative shrink-0 overflow-hidden bg-slate-100',
          list
            ? 'm-3 aspect-4/3 w-28 self-start rounded-lg sm:m-0 sm:aspect-auto sm:w-56 sm:self-stretch sm:rounded-none md:w-72'
            : 'aspect-4/3',
        )}
      >
        {sources ? (
          <img
            src={sources.src}
            {...(sources.srcSet ? { srcSet: sources.srcSet, sizes: imageSizes[layout] } : {})}
            alt={product.name}
            width={originalWidth}
            height={imageHeight}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            {...(imageLoading === 'high' ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-10" aria-hidden="true" />
            <span className="sr-only">No image</span>
          </div>
        )}
      </div>
      <div
        className={cn(
          'flex min-w-0 flex-1 flex-col',
          list ? 'py-3 pr-3 sm:p-4 md:flex-row md:gap-6 md:p-5' : 'p-4',
        )}
      >
        <div className="min-w-0 md:flex-1">
          {/* Under the picture, never on it: the pictures carry text of their own. */}
          <ProductBadges product={product} className="mb-2" />
          <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
          <div className="mt-1">
            <ProductRating product={product} />
          </div>
          {product.description ? (
            <p
              className={cn(
                'mt-2 text-sm text-slate-600',
                list ? 'line-clamp-2 md:line-clamp-3' : 'line-clamp-2',
              )}
            >
              {product.description}
            </p>
          ) : null}
        </div>
        <div className={cn('mt-auto flex flex-col pt-3', list && 'md:mt-0 md:w-52 md:shrink-0 md:pt-0')}>
          <p className="text-sm text-slate-600">
            starting at{' '}
            <span className="text-xl font-bold text-slate-900">{formatUSD(product.fromPrice)}</span>
          </p>
          {product.freeShipping ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
              <Truck className="size-4" aria-hidden="true" />
              Free shipping
            </p>
          ) : null}
          <div className="mt-auto pt-3">
            <Button asChild className="w-full">
              <Link
                to={`/products/${encodeURIComponent(product.slug)}`}
                aria-label={`Customize Now: ${product.name}`}
              >
                Customize Now
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CatalogView }) {
  const list = layout === 'list';
  return (
    <div
      className={cn(
        'flex overflow-hidden rounded-xl border border-slate-200 bg-white',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <Skeleton
        className={cn(
          list
            ? 'm-3 aspect-4/3 w-28 shrink-0 self-start sm:m-0 sm:aspect-auto sm:w-56 sm:self-stretch sm:rounded-none md:w-72'
            : 'aspect-4/3 rounded-none',
        )}
      />
      <div className="flex-1 space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
