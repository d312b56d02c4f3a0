import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * The look shared by text inputs, textareas and selects: 16 px text on phones (no zoom on focus), a red
 * border when aria-invalid, the brand outline on keyboard focus.
 */
export const controlClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-invalid:border-red-600 sm:text-sm';

/** A text, number, date or file input; give it an id and a Label, or put it in a FormField. */
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClass,
        'h-10 py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1 file:text-sm file:text-slate-900',
        type === 'file' && 'h-auto',
        className,
      )}
      {...props}
    />
  );
}
