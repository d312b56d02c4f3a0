import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '#web/components/ui/input.tsx';
import { uppercased } from './uppercase-input.ts';

/** A discount code: monospace, uppercased as it is typed (docs/product/promotions.md). */
export function CodeInput({ field, ...props }: ComponentProps<'input'> & { field: UseFormRegisterReturn }) {
  return (
    <Input
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={50}
      className="font-mono uppercase"
      {...props}
      {...uppercased(field)}
    />
  );
}

/** A whole percentage from 1 to 100. */
export function PercentInput(props: ComponentProps<'input'>) {
  return <Input type="number" min={1} max={100} step={1} inputMode="numeric" {...props} />;
}
