import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClass } from './input.tsx';

/**
 * A native <select> in the controls' look: the phone's own picker, typing to jump to an option, and
 * `selectOptions` in tests. Pass <option> children.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(controlClass, 'h-10 py-0 aria-busy:opacity-70', className)}
      {...props}
    />
  );
}
