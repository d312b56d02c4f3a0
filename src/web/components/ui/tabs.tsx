import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Tabs (Radix): arrow keys move between the tabs, Home/End jump to the ends, the panel follows. */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs; scrolls sideways when it does not fit (phones). Give it an aria-label. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex overflow-x-auto border-b border-slate-200 sm:gap-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-auto shrink-0 rounded-t-md px-1.5 py-3 text-[13px] font-semibold whitespace-nowrap text-slate-600 transition-colors sm:flex-none sm:px-5 sm:text-base',
        'hover:bg-slate-50 hover:text-slate-900',
        'data-[state=active]:text-brand-700 data-[state=active]:shadow-[inset_0_-3px_0_0_var(--color-brand-600)]',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}
