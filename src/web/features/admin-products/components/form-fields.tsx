import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500';

export const selectClass = cn(inputClass, 'h-10 py-0');

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label above its control, with an optional hint and error under it. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC §5: numeric price inputs use step 0.01 (min 0 unless a modifier may be negative). */
export function PriceInput({
  signed = false,
  className,
  ...props
}: ComponentProps<'input'> & { signed?: boolean }) {
  return (
    <input
      type="number"
      step="0.01"
      inputMode="decimal"
      {...(signed ? {} : { min: 0 })}
      className={cn(inputClass, className)}
      {...props}
    />
  );
}

interface ToggleProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A labelled checkbox styled as a switch row. */
export function Toggle({ label, id, className, ...props }: ToggleProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <input id={id} type="checkbox" className="size-4 accent-brand-600" {...props} />
      {label}
    </label>
  );
}

/** A short inline message under an add row (SPEC §5: code and label are required). */
export function InlineMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
