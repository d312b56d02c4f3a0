import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CatalogSort, sortOptions } from '#shared/catalog';
import type { Category } from '#shared/schemas/category';
import { cn } from '#web/lib/cn.ts';

const chipClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const chipOn = 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700';
const chipOff = 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700';

interface CategoryChipsProps {
  categories: readonly Pick<Category, 'id' | 'name' | 'slug'>[];
  /** The chosen category's slug, or null for All Products. */
  selected: string | null;
  onSelect: (slug: string | null) => void;
  /** Shown under the chips when the categories could not be loaded. */
  problem?: ReactNode;
}

/** 'All Products' and one toggle per category from the API (docs/product/storefront.md). */
export function CategoryChips({ categories, selected, onSelect, problem }: CategoryChipsProps) {
  const chips = [{ slug: null, name: 'All Products' }, ...categories];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Category</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = chip.slug === selected;
          return (
            <li key={chip.slug ?? 'all'}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(chip.slug)}
                className={cn(chipClass, pressed ? chipOn : chipOff)}
              >
                {pressed ? <Check className="size-4" aria-hidden="true" /> : null}
                {chip.name}
              </button>
            </li>
          );
        })}
      </ul>
      {problem ? <div className="mt-2 text-sm text-slate-600">{problem}</div> : null}
    </fieldset>
  );
}

interface SortOptionsProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
}

/** The six sorts of docs/product/storefront.md as a radio group (arrow keys move between them). */
export function SortOptions({ value, onChange }: SortOptionsProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Sort by</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sortOptions.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                chipClass,
                'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                checked ? chipOn : chipOff,
              )}
            >
              <input
                type="radio"
                name="catalog-sort"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {checked ? <Check className="size-4" aria-hidden="true" /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
