import type { ComponentProps, ReactNode } from 'react';
import { printDpiByKind } from '#shared/artwork-preflight';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

const { small, sign, banner } = printDpiByKind;

/** What applies while both boxes are empty, in the owner's words. */
export const printDpiDefaultsText = `Empty: by the kind of print, great from ${small.great} DPI and OK from ${small.ok} for cards and small prints (no side over 17 in), ${sign.great} and ${sign.ok} for signs, ${banner.great} and ${banner.ok} for banners over 2 m² (21.5 sq ft).`;

type Props = {
  idPrefix: string;
  great: ComponentProps<'input'>;
  ok: ComponentProps<'input'>;
  errors: { great?: string | undefined; ok?: string | undefined };
  /** What applies now when the boxes are empty (the category's setting, or the defaults). */
  fallback: ReactNode;
};

/**
 * The artwork check's two thresholds (docs/product/admin.md): the DPI from which a picture is 'Great for
 * print' and from which it is 'OK at this size'; below, the check shows red.
 */
export function PrintDpiFields({ idPrefix, great, ok, errors, fallback }: Props) {
  const box = {
    type: 'number',
    min: 1,
    max: 1200,
    step: 1,
    inputMode: 'numeric' as const,
    placeholder: 'Default',
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Print quality (artwork check)</legend>
      <p className="text-sm text-slate-600">
        The resolution a customer's picture needs at the size ordered. Set both, or leave both empty.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-dpi-great`} label="Great for print from (DPI)" error={errors.great}>
          <Input {...box} {...great} />
        </FormField>
        <FormField id={`${idPrefix}-dpi-ok`} label="OK at this size from (DPI)" error={errors.ok}>
          <Input {...box} {...ok} />
        </FormField>
      </div>
      <p className="text-xs text-slate-500">{fallback}</p>
    </fieldset>
  );
}
