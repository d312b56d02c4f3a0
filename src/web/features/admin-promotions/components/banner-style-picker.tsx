import type { UseFormRegisterReturn } from 'react-hook-form';
import { type BannerStyle, bannerStyles } from '#shared/schemas/promo';
import { bannerStyleLooks } from '#web/features/promo/index.ts';
import { cn } from '#web/lib/cn.ts';

interface BannerStylePickerProps {
  value: BannerStyle;
  field: UseFormRegisterReturn;
}

/** The fixed set of banner styles as a radio group of swatches (arrow keys move the choice). */
export function BannerStylePicker({ value, field }: BannerStylePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Banner style</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {bannerStyles.map((style) => {
          const look = bannerStyleLooks[style];
          return (
            <label
              key={style}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-800',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                value === style && 'border-brand-600 bg-brand-50 ring-1 ring-brand-600',
              )}
            >
              <input
                type="radio"
                value={style}
                className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                {...field}
              />
              <span aria-hidden="true" className={cn('h-6 w-8 shrink-0 rounded', look.className)} />
              <span className="min-w-0">{look.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
