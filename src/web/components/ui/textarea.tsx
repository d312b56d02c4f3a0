import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlClass } from './input.tsx';

/** A multi-line text input, resizable in height. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, 'min-h-16 resize-y py-2', className)}
      {...props}
    />
  );
}
