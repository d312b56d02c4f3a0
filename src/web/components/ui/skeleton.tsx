import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}

type LoadingSkeletonProps = {
  /** What is loading, said once to screen readers: 'Loading orders…'. */
  label: string;
  /** The wrapper's layout and spacing, sized like the content it stands in for. */
  className?: string;
} & (
  | {
      /** How many identical blocks stand in for the content. */
      rows: number;
      /** The size of each block: 'h-16 w-full'. */
      rowClassName: string;
      children?: never;
    }
  | {
      /** A page-shaped layout of Skeleton blocks, instead of identical rows. */
      children: ReactNode;
      rows?: never;
      rowClassName?: never;
    }
);

/**
 * The one loading placeholder: a busy region with a single screen-reader status message (the blocks
 * themselves are hidden from assistive technology), then either `rows` identical blocks or the given
 * layout of blocks. Size it like the content it stands in for, so nothing shifts when that arrives.
 */
export function LoadingSkeleton({ label, className, rows, rowClassName, children }: LoadingSkeletonProps) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children ??
        Array.from({ length: rows ?? 0 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical blocks have no identity of their own.
          <Skeleton key={index} className={rowClassName} />
        ))}
    </div>
  );
}
