import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A form label (Radix: a double click does not select its text). Point htmlFor at the control's id. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn('block text-sm font-medium text-slate-800', className)}
      {...props}
    />
  );
}
