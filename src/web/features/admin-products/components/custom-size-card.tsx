import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { type CustomSizeSetting, lowestCustomSizeCents, typedLengthOf } from '#shared/custom-size';
import { formatUSD } from '#shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { SwitchField } from '#web/components/ui/switch.tsx';
import { type CustomSizeField, checkCustomSize } from './custom-size-values.ts';
import { PriceInput } from './form-fields.tsx';
import type { ProductFormValues } from './product-form-values.ts';

const limits = [
  ['minWidthIn', 'Min width (in)'],
  ['maxWidthIn', 'Max width (in)'],
  ['minHeightIn', 'Min height (in)'],
  ['maxHeightIn', 'Max height (in)'],
] as const;

/** 'Smallest size: 24 × 36 in costs $15.00'. */
function smallestSizeText(setting: CustomSizeSetting): string {
  const size = `${typedLengthOf(setting.minWidthIn, 'in')} × ${typedLengthOf(setting.minHeightIn, 'in')} in`;
  return `Smallest size: ${size} costs ${formatUSD(lowestCustomSizeCents(setting))}`;
}

/**
 * The product's custom size (docs/product/pricing.md#custom-sizes): any width × height within its limits,
 * priced by area. Each field's problem, by the API's own rules, shows once the field was left or the form
 * was sent; saving is refused while there is one.
 */
export function CustomSizeCard({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { control, register } = form;
  const values = useWatch({ control, name: 'customSize' });
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'customSize' });
  const { setting, problems } = checkCustomSize(values);
  const touched = touchedFields.customSize ?? {};
  const problemOf = (field: CustomSizeField) => (isSubmitted || touched[field] ? problems[field] : undefined);
  const inches = (field: CustomSizeField) => ({
    type: 'number',
    step: '0.01',
    min: 0,
    inputMode: 'decimal' as const,
    ...register(`customSize.${field}`),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom Size</CardTitle>
        <p className="text-sm text-slate-600">
          Customers may order any width × height within these limits, priced by its area. Every length here is
          in inches.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <SwitchField control={control} name="customSize.enabled" label="Offer a custom size" />
        {values.enabled ? (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="custom-size-rate" label="Price per sq ft" error={problemOf('ratePerSqFt')}>
                <PriceInput {...register('customSize.ratePerSqFt')} />
              </FormField>
              <FormField
                id="custom-size-minimum"
                label="Minimum charge per piece"
                error={problemOf('minimumCharge')}
              >
                <PriceInput {...register('customSize.minimumCharge')} />
              </FormField>
              <FormField id="custom-size-unit" label="Customers type sizes in" error={problemOf('unit')}>
                <Select {...register('customSize.unit')}>
                  <option value="in">Inches</option>
                  <option value="ft">Feet</option>
                </Select>
              </FormField>
            </div>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {limits.map(([field, label]) => (
                <FormField key={field} id={`custom-size-${field}`} label={label} error={problemOf(field)}>
                  <Input {...inches(field)} />
                </FormField>
              ))}
            </div>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <FormField
                id="custom-size-increment"
                label="Increment (in)"
                description="e.g. 1 = whole inches, 6 = half feet"
                error={problemOf('incrementIn')}
              >
                <Input {...inches('incrementIn')} />
              </FormField>
            </div>
            <p aria-live="polite" className="text-sm font-medium text-slate-800">
              {setting ? smallestSizeText(setting) : null}
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
