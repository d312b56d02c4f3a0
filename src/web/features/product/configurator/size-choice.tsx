import { customSizeChoiceLabel, lowestCustomSizeCents } from '#shared/custom-size';
import { formatUSD, toCents } from '#shared/money';
import { CustomSizeFields } from './custom-size-fields.tsx';
import { SelectField } from './fields.tsx';
import type { Configurator } from './use-configurator.ts';

/** The list's value of the custom size: no size code can be it, as codes are stored trimmed. */
const customValue = ' custom';

/**
 * The Size control: the product's sizes, then 'Custom size' when it offers one (which opens the width and
 * height boxes); a product whose only size is its custom size shows the boxes alone.
 */
export function SizeChoice({
  configurator,
  error,
  submitted,
}: {
  configurator: Configurator;
  error?: string | undefined;
  /** Add to Cart was tried: every box's problem shows. */
  submitted: boolean;
}) {
  const { priced, state, selection } = configurator;
  const setting = priced.customSize;
  if (priced.sizes.length === 0 && !setting) return null;
  const customChosen = setting !== null && state.customSize !== null;
  return (
    <div className="space-y-3">
      {priced.sizes.length > 0 ? (
        <SelectField
          id="configurator-size"
          label="Size"
          value={customChosen ? customValue : (selection.size ?? '')}
          onChange={(value) => configurator.chooseSize(value === customValue ? 'custom' : { code: value })}
          choices={[
            ...priced.sizes.map((size) => ({
              value: size.value,
              label: size.label,
              hint: formatUSD(toCents(size.price)),
            })),
            ...(setting
              ? [
                  {
                    value: customValue,
                    label: customSizeChoiceLabel,
                    hint: `from ${formatUSD(lowestCustomSizeCents(setting))}`,
                  },
                ]
              : []),
          ]}
          error={error}
        />
      ) : null}
      {customChosen && state.customSize ? (
        <CustomSizeFields
          setting={setting}
          typed={state.customSize}
          size={
            configurator.priceReady &&
            selection.customWidthIn !== undefined &&
            selection.customHeightIn !== undefined
              ? { widthIn: selection.customWidthIn, heightIn: selection.customHeightIn }
              : null
          }
          onChange={configurator.setCustomSize}
          problems={configurator.customSizeProblems}
          submitted={submitted}
        />
      ) : null}
    </div>
  );
}
