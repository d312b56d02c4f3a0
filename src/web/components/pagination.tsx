import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './ui/button.tsx';

interface PaginationProps {
  /** The accessible name of the navigation, e.g. 'Orders pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next; shown only when there is more than one page. */
export function Pagination({ label, page, pageCount, onPageChange }: PaginationProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  if (pageCount <= 1) return null;

  // A button that becomes disabled drops the keyboard focus: hand it to the other one first.
  const go = (to: number) => {
    if (to <= 1) next.current?.focus();
    else if (to >= pageCount) previous.current?.focus();
    onPageChange(to);
  };

  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button ref={previous} variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        ref={next}
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
