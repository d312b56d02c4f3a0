import type { CustomOption, CustomOptionChoices } from './schemas/custom-option.ts';

/** The configurator's starting answer to an option: its defaultValue as a choice, or undefined (unanswered). */
function optionStartingChoice(option: {
  type: CustomOption['type'];
  defaultValue?: string | undefined;
  values?: readonly { value: string }[] | undefined;
}): boolean | string | undefined {
  const start = option.defaultValue;
  if (start === undefined) return undefined;
  if (option.type === 'boolean') return start === 'yes' ? true : start === 'no' ? false : undefined;
  if (option.type === 'select' && (option.values ?? []).some((value) => value.value === start)) return start;
  return undefined;
}

/**
 * The owner's starting answers (Grommets 'Every 2 ft', Wind Slits 'No'), for the configurator to start on;
 * options without one start unanswered. Apart from pricing.ts, which every page loads.
 */
export function startingChoices(options: readonly CustomOption[]): CustomOptionChoices {
  const choices: CustomOptionChoices = {};
  for (const option of options) {
    const start = optionStartingChoice(option);
    if (start !== undefined) choices[option.id] = start;
  }
  return choices;
}
