import { useMemo } from 'react';
import type { CustomOption } from '#shared/schemas/custom-option';
import type { Product } from '#shared/schemas/product';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCategories } from '#web/lib/categories-query.ts';
import { ProductConfigurator } from '../configurator/product-configurator.tsx';
import { galleryItems } from './gallery/gallery-items.ts';
import { MediaGallery } from './gallery/media-gallery.tsx';
import { Breadcrumb, ProductHeader } from './product-header.tsx';
import { ProductHighlights } from './product-highlights.tsx';
import { ProductTabs } from './product-tabs.tsx';

/** One empty list, so the configurator sees the same value on every render. */
const noOptions: readonly CustomOption[] = [];

function ConfiguratorSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4 rounded-xl border border-slate-200 p-6">
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
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
          {waitingForCategory ? (
            <ConfiguratorSkeleton />
          ) : (
            <ProductConfigurator product={product} categoryOptions={categoryOptions} />
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
