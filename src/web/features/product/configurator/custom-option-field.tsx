import type { CustomOption } from '#shared/schemas/custom-option';
import { type Choice, ChoiceGroup, SelectField } from './fields.tsx';
import { signedMoneyHint } from './price-hints.ts';
import type { ChoiceValue } from './use-configurator.ts';

interface CustomOptionFieldProps {
  option: CustomOption;
  value: ChoiceValue | undefined;
  onChange: (value: ChoiceValue | undefined) => void;
  error?: string | undefined;
}

const fieldId = (option: CustomOption) => `custom-option-${option.id}`;

/**
 * One product or category custom option (docs/product/storefront.md#the-configurator): Yes/No as two radios,
 * Single Choice as a select, Multiple Choice as checkboxes. An option starts on the owner's starting answer
 * (defaultSelection); without one it starts unanswered, and a required one waits for the customer.
 */
export function CustomOptionField({ option, value, onChange, error }: CustomOptionFieldProps) {
  const values = option.values ?? [];
  const choices: Choice[] = values.map((item) => ({
    value: item.value,
    label: item.label,
    hint: signedMoneyHint(item.priceModifier),
  }));

  if (option.type === 'boolean') {
    const surcharge = signedMoneyHint(values[0]?.priceModifier ?? 0);
    return (
      <ChoiceGroup
        name={fieldId(option)}
        legend={option.name}
        required={option.required}
        error={error}
        choices={[
          { value: 'yes', label: values[0]?.label ? `Yes — ${values[0].label}` : 'Yes', hint: surcharge },
          { value: 'no', label: 'No' },
        ]}
        value={value === true ? 'yes' : value === false ? 'no' : ''}
        onChange={(choice) => onChange(choice === 'yes')}
      />
    );
  }

  if (option.type === 'select') {
    return (
      <SelectField
        id={fieldId(option)}
        label={option.name}
        required={option.required}
        error={error}
        placeholder={option.required ? (option.defaultValue ? undefined : 'Choose…') : 'None'}
        choices={choices}
        value={typeof value === 'string' ? value : ''}
        onChange={(choice) => onChange(choice === '' ? undefined : choice)}
      />
    );
  }

  const chosen = Array.isArray(value) ? value : [];
  return (
    <ChoiceGroup
      type="checkbox"
      name={fieldId(option)}
      legend={option.name}
      required={option.required}
      error={error}
      choices={choices}
      value={chosen}
      onChange={(choice, checked) => {
        const next = checked ? [...chosen, choice] : chosen.filter((item) => item !== choice);
        onChange(next.length > 0 ? next : undefined);
      }}
    />
  );
}
