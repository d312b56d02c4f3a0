import { ImageOff, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatUSD } from '../../../lib/format.ts';

export type ProductCardData = Pick<
  Product,
  'id' | 'name' | 'slug' | 'description' | 'basePrice' | 'images' | 'tags' | 'freeShipping'
>;

const HIGHLIGHT_TAGS = ['Top Seller', 'Fast Shipping'];

export function ProductCard({ product }: { product: ProductCardData }) {
  const image = product.images[0];
  const highlights = product.tags.filter((tag) => HIGHLIGHT_TAGS.includes(tag));
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-4/3 overflow-hidden bg-slate-100">
        {image ? (
          <img
            src={image}
            alt={product.name}
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-10" aria-hidden="true" />
            <span className="sr-only">No image</span>
          </div>
        )}
        {highlights.length > 0 ? (
          <ul className="absolute top-3 left-3 flex flex-wrap gap-1.5">
            {highlights.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold text-slate-950 shadow"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
        {product.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{product.description}</p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">
          starting at <span className="text-xl font-bold text-slate-900">{formatUSD(product.basePrice)}</span>
        </p>
        {product.freeShipping ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <Truck className="size-4" aria-hidden="true" />
            Free shipping
          </p>
        ) : null}
        <div className="mt-auto pt-4">
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
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-4/3 rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
