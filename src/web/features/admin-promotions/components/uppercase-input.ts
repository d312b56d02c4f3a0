import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A discount code input is uppercased as it is typed (docs/product/promotions.md). Rewrites the input's value
 * in place and keeps the caret where it was, so typing in the middle of a code works.
 */
function uppercaseInPlace(input: HTMLInputElement): void {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** A react-hook-form registration whose value is uppercased before the form reads it. */
export function uppercased<Name extends string>(
  field: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event) => {
      if (event.target instanceof HTMLInputElement) uppercaseInPlace(event.target);
      return field.onChange(event);
    },
  };
}
