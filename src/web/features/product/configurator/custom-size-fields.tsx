import { useState } from 'react';
import {
  type CustomDimensions,
  type CustomSizeProblem,
  type CustomSizeSetting,
  customSizeFields,
  customSizeRateText,
  limitsText,
} from '#shared/custom-size';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { TypedCustomSize } from './use-configurator.ts';

type Field = (typeof customSizeFields)[keyof typeof customSizeFields];

const limitsId = 'custom-size-limits';

/**
 * The custom size's width and height boxes (in the product's unit), the limits, and what the size costs by
 * area ('18 sq ft at $2.50/sq ft'). A box's problem shows once the customer has left it, or once they tried
 * to add the item (`submitted`); from then on as they type.
 */
export function CustomSizeFields({
  setting,
  typed,
  size,
  onChange,
  problems,
  submitted,
}: {
  setting: CustomSizeSetting;
  typed: TypedCustomSize;
  /** The typed size in inches, when it is one the product offers. */
  size: CustomDimensions | null;
  onChange: (typed: TypedCustomSize) => void;
  problems: readonly CustomSizeProblem[];
  submitted: boolean;
}) {
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const errorFor = (field: Field) =>
    submitted || left.has(field) ? problems.find((problem) => problem.field === field)?.message : undefined;
  const leave = (field: Field) => setLeft((current) => new Set([...current, field]));
  const unit = setting.unit;
  const box = (field: Field, name: 'Width' | 'Height', key: keyof TypedCustomSize) => (
    <FormField id={field} label={`${name} (${unit})`} error={errorFor(field)}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={typed[key]}
        onChange={(event) => onChange({ ...typed, [key]: event.target.value })}
        onBlur={() => leave(field)}
        className="h-11"
      />
    </FormField>
  );
  return (
    <fieldset
      className="rounded-lg border border-slate-200 p-3"
      aria-describedby={limitsId}
      data-testid="custom-size"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Custom size ({unit === 'ft' ? 'feet' : 'inches'})
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {box(customSizeFields.width, 'Width', 'width')}
        {box(customSizeFields.height, 'Height', 'height')}
      </div>
      <p id={limitsId} className="mt-2 text-xs text-slate-600">
        {limitsText(setting)}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-900" data-testid="custom-size-rate">
        {size ? customSizeRateText(setting, size) : null}
      </p>
    </fieldset>
  );
}
