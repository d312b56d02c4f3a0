import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * Numeric price inputs use step 0.01 (min 0 unless a modifier may be negative;
 * docs/product/admin.md#products-tab).
 */
export function PriceInput({ signed = false, ...props }: ComponentProps<'input'> & { signed?: boolean }) {
  return <Input type="number" step="0.01" inputMode="decimal" {...(signed ? {} : { min: 0 })} {...props} />;
}

interface ToggleProps extends ComponentProps<typeof Checkbox> {
  id: string;
  label: ReactNode;
}

/** A labelled checkbox drawn as a row; the whole row toggles it. */
export function Toggle({ id, label, className, ...props }: ToggleProps) {
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-md border border-slate-200 pl-3 text-sm text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <Checkbox id={id} {...props} />
      <Label htmlFor={id} className="flex min-h-10 flex-1 cursor-pointer items-center py-2 pr-3 font-normal">
        {label}
      </Label>
    </div>
  );
}

/**
 * A short inline message under an add row (code and label are required: docs/product/admin.md#products-tab).
 */
export function InlineMessage({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p role="alert" id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
