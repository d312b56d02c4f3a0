import { ChevronDown, LoaderCircle } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import type { AdminProductListItem } from '#shared/schemas/admin-product-list';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { adminProductLabel, useAdminProductSearch } from '#web/lib/admin-product-list.ts';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { controlClass } from './ui/input.tsx';

/** A product as a picker shows it: what the slim list carries, or what a review or the editor knows. */
export type AdminProductChoice = Pick<AdminProductListItem, 'id' | 'name' | 'isArchived'>;

type Entry =
  | { kind: 'none'; label: string }
  | { kind: 'product'; product: AdminProductListItem }
  | { kind: 'more'; label: string }
  | { kind: 'retry'; label: string };

/** How long typing pauses before the search is sent. */
const searchDelayMs = 200;

/**
 * Whether an Escape key event comes from a product combobox whose list is open: a dialog around it
 * leaves that Escape to the combobox (which closes its list) instead of closing itself.
 */
export function isOpenCombobox(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  );
}

interface AdminProductComboboxProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'ref' | 'role'> {
  /** The chosen product, or null. */
  selected: AdminProductChoice | null;
  onSelect: (product: AdminProductChoice | null) => void;
  /** What the field shows when no product is chosen ('New Product (not saved)', 'All products'). */
  emptyText?: string;
  /** A first entry of the list that chooses no product ('All products'); none without it. */
  noneLabel?: string;
  /** The list's accessible name. */
  listLabel?: string;
  /** List only products that are not archived. */
  onSaleOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Search-as-you-type over the admin's slim product list (GET /api/admin/products?q=): an input with
 * role=combobox and a listbox popup (the WAI-ARIA combobox pattern with list autocomplete). Typing
 * searches names and slugs; Down/Up move through the results, Enter chooses, Escape closes the list and
 * puts the chosen product's name back; a last entry loads more results. Give it a label (FormField).
 */
export function AdminProductCombobox({
  selected,
  onSelect,
  emptyText = '',
  noneLabel,
  listLabel = 'Products',
  onSaleOnly = false,
  placeholder = 'Search by name or slug…',
  className,
  disabled,
  onBlur,
  onKeyDown,
  ref,
  ...inputProps
}: AdminProductComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // What the admin typed since the list opened; null shows the chosen product and searches everything.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(typed ?? '', searchDelayMs);
  const search = useAdminProductSearch(term, { enabled: open, onSale: onSaleOnly });

  const items = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);
  const total = search.data?.pages.at(-1)?.total ?? 0;
  const entries: Entry[] = [
    ...(noneLabel ? [{ kind: 'none' as const, label: noneLabel }] : []),
    ...(search.isError && items.length === 0
      ? [{ kind: 'retry' as const, label: 'Try again' }]
      : items.map((product) => ({ kind: 'product' as const, product }))),
    ...(search.hasNextPage && !search.isError
      ? [{ kind: 'more' as const, label: `Show more (${items.length} of ${total} shown)` }]
      : []),
  ];
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new search starts with no entry active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the search text changes.
  useEffect(() => setActive(-1), [term]);
  useEffect(() => {
    if (active < 0) return;
    const option = document.getElementById(optionId(active));
    // jsdom has no scrollIntoView.
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };

  const choose = (entry: Entry) => {
    switch (entry.kind) {
      case 'none':
        onSelect(null);
        close();
        break;
      case 'product':
        onSelect(entry.product);
        close();
        break;
      case 'more':
        void search.fetchNextPage();
        break;
      case 'retry':
        void search.refetch();
        break;
    }
  };

  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : entries.length - 1);
      return;
    }
    if (entries.length === 0) return;
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : entries.length - 1;
      return (current + step + entries.length) % entries.length;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Not skipped when the event's default was prevented: a dialog around the input prevents Escape's
    // default (its own closing) and leaves the Escape to this list.
    onKeyDown?.(event);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else move(-1);
        break;
      case 'Enter': {
        if (!open) break;
        // An open list takes Enter: it never submits the form around it.
        event.preventDefault();
        const entry = entries[active];
        if (entry) choose(entry);
        break;
      }
      case 'Escape':
        if (!open) break;
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  };

  const shown = open && typed !== null ? typed : selected ? adminProductLabel(selected) : emptyText;
  const searching = search.isFetching && !search.isFetchingNextPage;
  let status: string;
  if (search.isError) status = 'Failed to fetch products';
  else if (search.isPending || (searching && search.isPlaceholderData)) status = 'Searching…';
  else if (items.length === 0)
    status = term.trim() ? `No products match “${term.trim()}”.` : 'No products yet.';
  else status = total === 1 ? '1 product' : `${total} products`;

  return (
    <div className="relative">
      <input
        {...inputProps}
        ref={ref}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && entries[active] ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        value={shown}
        className={cn(controlClass, 'h-10 py-2 pr-10', className)}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      <WithTooltip label={`Show ${listLabel.toLowerCase()}`}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${listLabel.toLowerCase()}`}
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          // Keeps the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            const input = event.currentTarget.previousElementSibling as HTMLInputElement | null;
            input?.focus();
            if (open) close();
            else setOpen(true);
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-slate-800 disabled:opacity-50"
        >
          {open && searching ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
        </button>
      </WithTooltip>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus in the input on a click in the list.
        <div
          className="absolute right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          // A click in the list must not blur the input (that would close the list before the click).
          onMouseDown={(event) => event.preventDefault()}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={listLabel}
            aria-busy={searching || undefined}
            className="max-h-72 overflow-y-auto py-1"
          >
            {entries.map((entry, index) => {
              const isActive = index === active;
              const isSelected =
                entry.kind === 'product'
                  ? selected?.id === entry.product.id
                  : entry.kind === 'none' && selected === null;
              const special = entry.kind === 'more' || entry.kind === 'retry';
              return (
                // The keyboard reaches the options through the input (aria-activedescendant), not by focus.
                // biome-ignore lint/a11y/useFocusableInteractive: see above.
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                <div
                  key={entry.kind === 'product' ? entry.product.id : entry.kind}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  onClick={() => choose(entry)}
                  onMouseMove={() => {
                    if (!isActive) setActive(index);
                  }}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-900',
                    isActive && 'bg-brand-50 text-brand-900',
                    isSelected && 'font-semibold',
                    special && 'justify-center font-medium text-brand-700',
                  )}
                >
                  {entry.kind === 'product' ? (
                    <>
                      <span className="min-w-0 flex-1 truncate">{entry.product.name}</span>
                      {entry.product.isArchived ? (
                        <>
                          {' '}
                          <span className="shrink-0 text-xs text-slate-500">(archived)</span>
                        </>
                      ) : null}
                    </>
                  ) : (
                    entry.label
                  )}
                </div>
              );
            })}
          </div>
          <p
            role="status"
            className={cn(
              'border-t border-slate-100 px-3 py-2 text-xs',
              search.isError ? 'text-red-700' : 'text-slate-500',
            )}
          >
            {status}
          </p>
        </div>
      ) : null}
    </div>
  );
}
