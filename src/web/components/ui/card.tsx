import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A white panel with a border; pair CardHeader/CardTitle with CardContent. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn('rounded-xl bg-white shadow-sm ring-1 ring-slate-200', className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('border-b border-slate-200 px-4 py-4 sm:px-6', className)} {...props} />;
}

/** The card's heading (an h2 by default). */
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 py-4 sm:px-6', className)} {...props} />;
}
