import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { PrintDpiFields, printDpiDefaultsText } from '#web/components/print-dpi-fields.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCategories } from '#web/lib/categories-query.ts';
import type { ProductFormValues } from './product-form-values.ts';

/**
 * The artwork check's thresholds for this product (docs/product/admin.md#products-tab); empty, its
 * category's apply, or the defaults by kind of print.
 */
export function PrintQualityCard({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { control, register } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const { errors } = useFormState({ control, name: 'printDpi' });
  const category = useCategories().data?.find((entry) => entry.id === categoryId);
  const fallback =
    category?.printDpiGreat && category.printDpiOk
      ? `Empty: the category ${category.name}'s, great from ${category.printDpiGreat} DPI and OK from ${category.printDpiOk}.`
      : printDpiDefaultsText;
  return (
    <Card>
      <CardContent className="pt-6">
        <PrintDpiFields
          idPrefix="product"
          great={register('printDpi.great', { deps: 'printDpi.ok' })}
          ok={register('printDpi.ok', { deps: 'printDpi.great' })}
          errors={{ great: errors.printDpi?.great?.message, ok: errors.printDpi?.ok?.message }}
          fallback={fallback}
        />
      </CardContent>
    </Card>
  );
}
