import { type Control, Controller } from 'react-hook-form';
import { CustomOptionsEditor } from '#web/components/custom-options-editor.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { ProductFormValues } from './product-form-values.ts';

/**
 * The product's own custom options (Yes/No, Single Choice, Multiple Choice) with priced values, in the
 * editor categories use too (docs/product/admin.md#products-tab).
 */
export function CustomOptionsCard({ control }: { control: Control<ProductFormValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom Product Options</CardTitle>
        <p className="text-sm text-slate-600">
          Offered on this product after its category's options. A price modifier may be negative.
        </p>
      </CardHeader>
      <CardContent>
        <Controller
          control={control}
          name="customOptions"
          render={({ field, fieldState }) => (
            <CustomOptionsEditor options={field.value} onChange={field.onChange} errors={fieldState.error} />
          )}
        />
      </CardContent>
    </Card>
  );
}
