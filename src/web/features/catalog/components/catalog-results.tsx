import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoaderCircle, PackageSearch, RotateCcw, RotateCw, X } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { CatalogView } from '#shared/catalog';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { type CatalogPage, flattenCatalog } from '../api/get-products.ts';
import { type CardImageLoading, ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** Eight placeholder cards while the catalogue loads (docs/product/storefront.md). */
const LOADING_PLACEHOLDERS = 8;

/** The first row's pictures load at once (the likely largest paint of the home page); the rest lazily. */
const EAGER_IMAGES = 4;

function imageLoading(index: number): CardImageLoading {
  if (index === 0) return 'high';
  return index < EAGER_IMAGES ? 'eager' : 'lazy';
}

/**
 * Grid: 1, 2, 3, 4 columns at small, medium, large, extra-large; list: always one column
 * (docs/product/storefront.md).
 */
const layoutClass: Record<CatalogView, string> = {
  grid: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'grid grid-cols-1 gap-4',
};

interface CatalogResultsProps {
  catalog: UseInfiniteQueryResult<InfiniteData<CatalogPage>>;
  /** Identifies the request the list answers (search, category, sort): a Load more belongs to one. */
  requestKey: string;
  /** Still waiting for something the request needs (the categories, when the URL names one). */
  waiting: boolean;
  /** A search or a category narrows the list (an empty answer is then "no match", not an empty shop). */
  filtered: boolean;
  view: CatalogView;
  /** The result count line; focused after a reset so keyboard users land on the new list. */
  countRef: Ref<HTMLParagraphElement>;
  onClearFilters: () => void;
  onResetAll: () => void;
}

function countLine(shown: number, total: number): string {
  if (total === 0) return '0 products found';
  return `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`;
}

export function CatalogResults({
  catalog,
  requestKey,
  waiting,
  filtered,
  view,
  countRef,
  onClearFilters,
  onResetAll,
}: CatalogResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  /** After Load more: the index of the first new card, whose link gets the focus once it is shown. */
  const [focusFrom, setFocusFrom] = useState<{ index: number; requestKey: string } | null>(null);
  const page = flattenCatalog(catalog.data);
  const shown = page?.cards.length ?? 0;

  useEffect(() => {
    if (focusFrom === null) return;
    if (focusFrom.requestKey !== requestKey || catalog.isPlaceholderData || catalog.isFetchNextPageError) {
      setFocusFrom(null);
      return;
    }
    if (shown <= focusFrom.index) return;
    listRef.current?.children[focusFrom.index]?.querySelector<HTMLElement>('a')?.focus();
    setFocusFrom(null);
  }, [focusFrom, requestKey, shown, catalog.isPlaceholderData, catalog.isFetchNextPageError]);

  if (catalog.isPending || waiting) {
    return (
      <LoadingSkeleton label="Loading products…">
        <ul className={layoutClass[view]}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
            <li key={index} data-testid="product-card-placeholder">
              <ProductCardSkeleton layout={view} />
            </li>
          ))}
        </ul>
      </LoadingSkeleton>
    );
  }

  if (!page) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 p-10"
      >
        <p className="font-medium text-red-800">Failed to fetch products</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => catalog.refetch()}
          disabled={catalog.isFetching}
        >
          <RotateCw className={catalog.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  const { cards, total } = page;
  /** A new search, category or sort is on its way; the cards shown are the previous answer's. */
  const refreshing = catalog.isPlaceholderData || (catalog.isRefetching && !catalog.isFetchingNextPage);
  if (total === 0 && !filtered && !refreshing) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">No products found</p>
        <p className="mt-1 text-slate-600">Please check back soon — our catalogue is being updated.</p>
      </div>
    );
  }

  const remaining = Math.max(total - shown, 0);
  const canLoadMore = catalog.hasNextPage && !catalog.isPlaceholderData && remaining > 0;
  const loadingMore = catalog.isFetchingNextPage;
  const loadMore = () => {
    if (loadingMore) return;
    setFocusFrom({ index: shown, requestKey });
    void catalog.fetchNextPage();
  };

  return (
    <>
      <p
        ref={countRef}
        tabIndex={-1}
        role="status"
        className="mb-4 rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {countLine(shown, total)}
      </p>
      {cards.length === 0 ? (
        <div
          aria-busy={refreshing || undefined}
          className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
        >
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
        <ul
          ref={listRef}
          className={cn(
            layoutClass[view],
            // Dimmed only when the answer takes a moment, so quick answers do not flicker.
            'transition-opacity',
            refreshing && 'opacity-60 delay-300',
          )}
          aria-label="Products"
          aria-busy={refreshing || undefined}
        >
          {cards.map((card, index) => (
            <li key={card.id}>
              <ProductCard product={card} layout={view} imageLoading={imageLoading(index)} />
            </li>
          ))}
        </ul>
      )}
      {catalog.isFetchNextPageError ? (
        <p role="alert" className="mt-6 text-center text-sm font-medium text-red-800">
          Failed to fetch products
        </p>
      ) : null}
      {canLoadMore ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={loadMore}
            aria-disabled={loadingMore || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {loadingMore ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                Loading…
              </>
            ) : (
              `Load more (${remaining} more)`
            )}
          </Button>
        </div>
      ) : null}
    </>
  );
}
