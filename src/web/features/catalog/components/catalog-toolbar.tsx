import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import type { CatalogView } from '#shared/catalog';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';

const controlFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

interface CatalogToolbarProps {
  search: string;
  onSearchChange: (text: string) => void;
  filtersOpen: boolean;
  onFiltersToggle: () => void;
  /** The id of the panel the Filters button shows and hides. */
  filtersPanelId: string;
  /** How many filters differ from the defaults (category, sort), shown on the Filters button. */
  activeFilters: number;
  view: CatalogView;
  onViewChange: (view: CatalogView) => void;
}

const views: { value: CatalogView; label: string; icon: typeof LayoutGrid }[] = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
];

/** Search box, the Filters toggle and the grid/list switch above the product list. */
export function CatalogToolbar({
  search,
  onSearchChange,
  filtersOpen,
  onFiltersToggle,
  filtersPanelId,
  activeFilters,
  view,
  onViewChange,
}: CatalogToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor="catalog-search" className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="catalog-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search products..."
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500',
            controlFocus,
          )}
        />
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersPanelId}
          onClick={onFiltersToggle}
          className={cn(
            'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold shadow-sm transition-colors sm:flex-none',
            filtersOpen
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            controlFocus,
          )}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {activeFilters > 0 ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              {activeFilters}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </button>
        <fieldset className="flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
          <legend className="sr-only">Layout</legend>
          {views.map(({ value, label, icon: Icon }) => {
            const pressed = view === value;
            return (
              <WithTooltip key={value} label={label}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={label}
                  onClick={() => onViewChange(value)}
                  className={cn(
                    'inline-flex size-9 items-center justify-center rounded-md transition-colors',
                    pressed ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                    controlFocus,
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </button>
              </WithTooltip>
            );
          })}
        </fieldset>
      </div>
    </div>
  );
}
