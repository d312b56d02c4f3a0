import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';
import { Label } from './label.tsx';

/**
 * An on/off switch (Radix: a button with role switch, toggled by click or Space), for a setting that
 * takes effect as a whole (a promotion on or off). Controlled with checked/onCheckedChange.
 */
function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field of the form. */
  name: Path<T>;
  label: ReactNode;
  className?: string;
  labelClassName?: string;
}

/** A switch bound to a react-hook-form boolean field, with its label beside it. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  className,
  labelClassName,
}: SwitchFieldProps<T>) {
  const id = useId();
  const { field } = useController({ control, name });
  return (
    <div className={cn('flex min-h-10 items-center gap-3', className)}>
      <Switch
        id={id}
        ref={field.ref}
        checked={field.value === true}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
      />
      <Label htmlFor={id} className={cn('cursor-pointer', labelClassName)}>
        {label}
      </Label>
    </div>
  );
}
