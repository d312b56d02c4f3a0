import { useEffect, useId, useRef, useState } from 'react';
import { type CatalogQuery, defaultCatalogQuery, defaultSort } from '#shared/catalog';
import { useCategories } from '#web/lib/categories-query.ts';
import { cn } from '#web/lib/cn.ts';
import { type CatalogRequest, useCatalogPages } from '../api/get-products.ts';
import { useCatalogUrlState, useSearchText } from '../hooks/use-catalog-url-state.ts';
import { useTypingDebounce } from '../hooks/use-typing-debounce.ts';
import { CategoryChips, SortOptions } from './catalog-filters.tsx';
import { CatalogResults } from './catalog-results.tsx';
import { CatalogToolbar } from './catalog-toolbar.tsx';

const desktopQuery = '(min-width: 768px)';

/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The filter panel starts open on wider screens, where it fits beside the list's first rows, and when
 * the URL already holds a category or a sort (so the visitor sees why the list looks as it does). On a
 * phone it starts closed so the products come first. The screen's width is not known to the server
 * (docs/decisions/0021): `null` leaves it to CSS (open from md up) until the browser decides, after
 * hydration, so the server's HTML already shows the panel as the screen will.
 */
function filtersInitiallyOpen(query: CatalogQuery): boolean | null {
  return query.category !== null || query.sort !== defaultSort ? true : null;
}

function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(desktopQuery).matches;
}

export function ProductSection() {
  const categories = useCategories();
  const { query, setQuery } = useCatalogUrlState();
  const [filtersOpen, setFiltersOpen] = useState(() => filtersInitiallyOpen(query));
  useEffect(() => setFiltersOpen((open) => open ?? isWideScreen()), []);
  const panelId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);

  // The URL names a category by slug; an unknown slug falls back to All Products once the list is known.
  // Until then nothing is asked of the server, so an unknown slug is never sent.
  const categoryList = categories.data ?? [];
  const waitingForCategories = query.category !== null && categories.isPending;
  const category = categoryList.find((candidate) => candidate.slug === query.category) ?? null;
  const categorySlug = waitingForCategories ? query.category : (category?.slug ?? null);

  // Typing replaces the current history entry instead of adding one per keystroke.
  const search = useSearchText(query.q, (q) =>
    setQuery({ ...query, category: categorySlug, q }, { replace: true }),
  );
  // The box shows each key at once; the server is asked when typing pauses.
  const searchRequest = useTypingDebounce(search.text, SEARCH_DEBOUNCE_MS);
  const onSearchChange = (text: string) => {
    searchRequest.typed(text);
    search.change(text);
  };
  /** A chip, a sort or a view: a new history entry, so Back undoes it. */
  const write = (patch: Partial<CatalogQuery>) =>
    setQuery({ ...query, category: categorySlug, q: search.text, ...patch });

  const request: CatalogRequest = {
    q: searchRequest.value,
    category: category?.slug ?? null,
    sort: query.sort,
  };
  const catalog = useCatalogPages(request, { enabled: !waitingForCategories });

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
          onSearchChange={onSearchChange}
          filtersOpen={filtersOpen ?? false}
          onFiltersToggle={() => setFiltersOpen((open) => !(open ?? isWideScreen()))}
          filtersPanelId={panelId}
          activeFilters={Number(categorySlug !== null) + Number(query.sort !== defaultSort)}
          view={query.view}
          onViewChange={(view) => write({ view })}
        />
        <div
          id={panelId}
          hidden={filtersOpen === false}
          className={cn(
            'mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
            filtersOpen === null && 'max-md:hidden',
          )}
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
            catalog={catalog}
            requestKey={JSON.stringify([request.q.trim(), request.category, request.sort])}
            waiting={waitingForCategories}
            filtered={request.q.trim() !== '' || request.category !== null}
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
