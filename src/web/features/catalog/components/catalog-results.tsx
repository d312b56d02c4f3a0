import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch, RotateCcw, RotateCw, X } from 'lucide-react';
import type { Ref } from 'react';
import type { CatalogView } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** Eight placeholder cards while the catalogue loads (docs/product/storefront.md). */
export const LOADING_PLACEHOLDERS = 8;

/**
 * Grid: 1, 2, 3, 4 columns at small, medium, large, extra-large; list: always one column
 * (docs/product/storefront.md).
 */
const layoutClass: Record<CatalogView, string> = {
  grid: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'grid grid-cols-1 gap-4',
};

interface CatalogResultsProps {
  products: UseQueryResult<Product[]>;
  /** Still waiting for something the filter needs (the categories, when the URL names one). */
  waiting: boolean;
  /** The products after search, category and sort. */
  visible: readonly Product[];
  view: CatalogView;
  /** The result count line; focused after a reset so keyboard users land on the new list. */
  countRef: Ref<HTMLParagraphElement>;
  onClearFilters: () => void;
  onResetAll: () => void;
}

export function CatalogResults({
  products,
  waiting,
  visible,
  view,
  countRef,
  onClearFilters,
  onResetAll,
}: CatalogResultsProps) {
  if (products.isPending || waiting) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading products…
        </p>
        <ul className={layoutClass[view]}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
            <li key={index} data-testid="product-card-placeholder">
              <ProductCardSkeleton layout={view} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (products.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 p-10"
      >
        <p className="font-medium text-red-800">Failed to fetch products</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => products.refetch()}
          disabled={products.isFetching}
        >
          <RotateCw className={products.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }

  const total = products.data.length;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">No products found</p>
        <p className="mt-1 text-slate-600">Please check back soon — our catalogue is being updated.</p>
      </div>
    );
  }

  return (
    <>
      <p
        ref={countRef}
        tabIndex={-1}
        role="status"
        className="mb-4 rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        Showing {visible.length} of {total} {total === 1 ? 'product' : 'products'}
      </p>
      {visible.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No products found</p>
          <p className="mt-1 text-slate-600">Try adjusting your search or filter criteria</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={onClearFilters}>
              <X aria-hidden="true" />
              Clear Filters
            </Button>
            <Button onClick={onResetAll}>
              <RotateCcw aria-hidden="true" />
              Reset All Filters
            </Button>
          </div>
        </div>
      ) : (
        <ul className={layoutClass[view]} aria-label="Products">
          {visible.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} layout={view} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
