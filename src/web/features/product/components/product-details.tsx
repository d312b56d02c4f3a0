import { useMemo } from 'react';
import type { CustomOption } from '#shared/schemas/custom-option';
import type { Product } from '#shared/schemas/product';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCategories } from '#web/lib/categories-query.ts';
import { ProductConfigurator } from '../configurator/product-configurator.tsx';
import { useEditedLine } from '../configurator/use-edited-line.ts';
import { galleryItems } from './gallery/gallery-items.ts';
import { MediaGallery } from './gallery/media-gallery.tsx';
import { Breadcrumb, ProductHeader } from './product-header.tsx';
import { ProductHighlights } from './product-highlights.tsx';
import { ProductTabs } from './product-tabs.tsx';

/** One empty list, so the configurator sees the same value on every render. */
const noOptions: readonly CustomOption[] = [];

function ConfiguratorSkeleton() {
  return (
    <LoadingSkeleton
      label="Loading the options…"
      className="space-y-4 rounded-xl border border-slate-200 p-6"
    >
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </LoadingSkeleton>
  );
}

/**
 * The loaded product page: breadcrumb and heading, then the gallery beside the configurator (stacked on
 * phones, gallery first), the description, benefits and features under the gallery, and the tabs.
 */
export function ProductDetails({ product }: { product: Product }) {
  const categories = useCategories();
  const category = categories.data?.find((item) => item.id === product.categoryId) ?? null;
  const items = useMemo(() => galleryItems(product), [product]);
  const categoryOptions = category?.options.customOptions ?? noOptions;
  // The configurator starts from the category's options, so it waits for them (they are cached after the home page).
  const waitingForCategory = product.categoryId !== null && categories.isPending;
  const edited = useEditedLine(product.id);

  return (
    <>
      <Breadcrumb category={category} productName={product.name} />
      <div className="mt-4">
        <ProductHeader product={product} category={category} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="min-w-0">
          <MediaGallery items={items} productName={product.name} />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {edited.status === 'missing' ? (
            <p
              role="status"
              className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              That item is no longer in your cart. You can add this product again below.
            </p>
          ) : null}
          {waitingForCategory || edited.status === 'loading' ? (
            <ConfiguratorSkeleton />
          ) : (
            <ProductConfigurator
              // A fresh form when editing starts: its choices come from the line.
              key={edited.status === 'ready' ? `line-${edited.line.id}` : 'new'}
              product={product}
              categoryOptions={categoryOptions}
              editing={edited.status === 'ready' ? edited.line : null}
            />
          )}
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ProductHighlights product={product} />
        </div>
      </div>
      <div className="mt-12 sm:mt-16">
        <ProductTabs product={product} />
      </div>
    </>
  );
}
