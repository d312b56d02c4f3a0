import {
  type CustomDimensions,
  type CustomSizeProblem,
  type CustomSizeSetting,
  customSizeFields,
  customSizeRateText,
  lengthText,
} from '#shared/custom-size';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { TypedCustomSize } from './use-configurator.ts';

function limitsText(setting: CustomSizeSetting): string {
  const range = (min: number, max: number) =>
    `${lengthText(min, setting.unit)} to ${lengthText(max, setting.unit)}`;
  const step =
    setting.incrementIn === 1
      ? 'in whole inches'
      : setting.incrementIn === 12
        ? 'in whole feet'
        : `in steps of ${lengthText(setting.incrementIn, setting.unit)}`;
  return `Width ${range(setting.minWidthIn, setting.maxWidthIn)}, height ${range(setting.minHeightIn, setting.maxHeightIn)}, ${step}.`;
}

/**
 * The custom size's width and height boxes (in the product's unit), each with its problem beside it as it
 * is typed, the limits, and what the size costs by area ('18 sq ft at $2.50/sq ft').
 */
export function CustomSizeFields({
  setting,
  typed,
  size,
  onChange,
  problems,
}: {
  setting: CustomSizeSetting;
  typed: TypedCustomSize;
  /** The typed size in inches, when it is one the product offers. */
  size: CustomDimensions | null;
  onChange: (typed: TypedCustomSize) => void;
  problems: readonly CustomSizeProblem[];
}) {
  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const unit = setting.unit;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="custom-size">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Custom size ({unit === 'ft' ? 'feet' : 'inches'})
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id={customSizeFields.width}
          label={`Width (${unit})`}
          error={errorFor(customSizeFields.width)}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={typed.width}
            onChange={(event) => onChange({ ...typed, width: event.target.value })}
            className="h-11"
          />
        </FormField>
        <FormField
          id={customSizeFields.height}
          label={`Height (${unit})`}
          error={errorFor(customSizeFields.height)}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={typed.height}
            onChange={(event) => onChange({ ...typed, height: event.target.value })}
            className="h-11"
          />
        </FormField>
      </div>
      <p className="mt-2 text-xs text-slate-600">{limitsText(setting)}</p>
      <p
        className="mt-1 text-sm font-medium text-slate-900"
        aria-live="polite"
        data-testid="custom-size-rate"
      >
        {size ? customSizeRateText(setting, size) : null}
      </p>
    </fieldset>
  );
}
