import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import {
  type CatalogQuery,
  defaultCatalogQuery,
  defaultSort,
  filterProducts,
  sortProducts,
} from '#shared/catalog';
import { useCategories } from '#web/lib/categories-query.ts';
import { useProducts } from '../api/get-products.ts';
import { useCatalogUrlState, useSearchText } from '../hooks/use-catalog-url-state.ts';
import { CategoryChips, SortOptions } from './catalog-filters.tsx';
import { CatalogResults } from './catalog-results.tsx';
import { CatalogToolbar } from './catalog-toolbar.tsx';

const desktopQuery = '(min-width: 768px)';

/**
 * The filter panel starts open on wider screens, where it fits beside the list's first rows, and when
 * the URL already holds a category or a sort (so the visitor sees why the list looks as it does). On a
 * phone it starts closed so the products come first.
 */
function filtersInitiallyOpen(query: CatalogQuery): boolean {
  if (query.category !== null || query.sort !== defaultSort) return true;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(desktopQuery).matches;
}

export function ProductSection() {
  const products = useProducts();
  const categories = useCategories();
  const { query, setQuery } = useCatalogUrlState();
  const [filtersOpen, setFiltersOpen] = useState(() => filtersInitiallyOpen(query));
  const panelId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);

  // The URL names a category by slug; an unknown slug falls back to All Products once the list is known.
  const categoryList = categories.data ?? [];
  const waitingForCategories = query.category !== null && categories.isPending;
  const category = categoryList.find((candidate) => candidate.slug === query.category) ?? null;
  const categorySlug = waitingForCategories ? query.category : (category?.slug ?? null);

  // Typing replaces the current history entry instead of adding one per keystroke.
  const search = useSearchText(query.q, (q) =>
    setQuery({ ...query, category: categorySlug, q }, { replace: true }),
  );
  const searchText = useDeferredValue(search.text);
  /** A chip, a sort or a view: a new history entry, so Back undoes it. */
  const write = (patch: Partial<CatalogQuery>) =>
    setQuery({ ...query, category: categorySlug, q: search.text, ...patch });

  const visible = useMemo(
    () =>
      products.data
        ? sortProducts(
            filterProducts(products.data, { q: searchText, categoryId: category?.id ?? null }),
            query.sort,
          )
        : [],
    [products.data, searchText, category, query.sort],
  );

  const reset = (keepView: boolean) => {
    search.reset('');
    setQuery({ ...defaultCatalogQuery, view: keepView ? query.view : defaultCatalogQuery.view });
    countRef.current?.focus();
  };

  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 max-w-2xl">
          <h2 id="products-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Find Your Perfect Product
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Pick a product, choose your size and material, and upload your artwork — or let us design it.
          </p>
        </div>
        <CatalogToolbar
          search={search.text}
          onSearchChange={search.change}
          filtersOpen={filtersOpen}
          onFiltersToggle={() => setFiltersOpen((open) => !open)}
          filtersPanelId={panelId}
          activeFilters={Number(categorySlug !== null) + Number(query.sort !== defaultSort)}
          view={query.view}
          onViewChange={(view) => write({ view })}
        />
        <div
          id={panelId}
          hidden={!filtersOpen}
          className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <CategoryChips
            categories={categoryList}
            selected={categorySlug}
            onSelect={(slug) => write({ category: slug })}
            problem={
              categories.isError ? (
                <>
                  Categories could not be loaded.{' '}
                  <button
                    type="button"
                    onClick={() => categories.refetch()}
                    className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    Try again
                  </button>
                </>
              ) : null
            }
          />
          <SortOptions value={query.sort} onChange={(sort) => write({ sort })} />
        </div>
        <div className="mt-6">
          <CatalogResults
            products={products}
            waiting={waitingForCategories}
            visible={visible}
            view={query.view}
            countRef={countRef}
            onClearFilters={() => reset(true)}
            onResetAll={() => reset(false)}
          />
        </div>
      </div>
    </section>
  );
}
