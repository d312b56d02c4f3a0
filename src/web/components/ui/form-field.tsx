import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Label } from './label.tsx';

interface FormFieldProps {
  label: ReactNode;
  /** The control's id (for a label or a focus elsewhere); one is made when absent. */
  id?: string | undefined;
  /** Help under the control, read out with it. */
  description?: ReactNode;
  /** The field's problem, under the control; the control is then marked aria-invalid and points to it. */
  error?: string | undefined;
  /** A red asterisk after the label, and aria-required on the control. */
  required?: boolean;
  /** '(optional)' after the label. */
  optional?: boolean;
  className?: string;
  labelClassName?: string;
  /**
   * The one control (Input, Textarea, Select or any element taking these props): it receives the id,
   * aria-invalid and aria-describedby. Do not set those on it yourself.
   */
  children: ReactElement;
}

/**
 * A label above its control, with a description and an error under it, wired for screen readers: the
 * label names the control, the control is described by the description and the error, and marked
 * invalid while there is an error.
 */
export function FormField({
  label,
  id,
  description,
  error,
  required = false,
  optional = false,
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : null;
  const errorId = error ? `${controlId}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return (
    <div data-slot="form-field" className={cn('space-y-1', className)}>
      <Label htmlFor={controlId} className={labelClassName}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      <Slot.Root
        id={controlId}
        {...(error ? { 'aria-invalid': true } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        {...(required ? { 'aria-required': true } : {})}
      >
        {children}
      </Slot.Root>
      {descriptionId ? (
        <p id={descriptionId} className="text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form (the server's refusal), announced as an alert; nothing when empty. */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      role="alert"
      className={cn('rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800', className)}
    >
      {children}
    </p>
  );
}

/** A form's buttons: stacked on phones (the main one on top), at the end of the row on wider screens. */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  /** The form's request runs: the button is disabled and shows a spinner and pendingLabel. */
  pending?: boolean;
  /** e.g. 'Saving…'. */
  pendingLabel: string;
}

/** The button that submits a form, busy while its request runs. */
export function SubmitButton({
  pending = false,
  pendingLabel,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
