import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CustomerInfo } from '../../../../shared/schemas/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { CustomerFormValues } from '../hooks/checkout-draft.ts';
import { StepActions, StepSection } from './step-layout.tsx';

type FieldName = keyof CustomerFormValues;

interface InfoStepProps {
  form: UseFormReturn<CustomerFormValues, unknown, CustomerInfo>;
  focusOnMount: boolean;
  onBack: () => void;
  onContinue: () => void;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-600 sm:text-sm';

interface FieldSpec {
  name: FieldName;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  wide?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', required: true, inputMode: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'address', label: 'Street Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code' },
];

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-900">
      {children}
      {required ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="font-normal text-slate-500"> (optional)</span>
      )}
    </label>
  );
}

/** Step 2: the customer-info form (SPEC §3). Continue stays disabled until a name and a valid e-mail are given. */
export function InfoStep({ form, focusOnMount, onBack, onContinue }: InfoStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;
  const submit = handleSubmit(() => onContinue());
  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <StepSection
      title="Your Information"
      description="We use these details to confirm your order and reach you about your artwork."
      focusOnMount={focusOnMount}
    >
      <form noValidate onSubmit={submit} aria-label="Customer information">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const id = `customer-${field.name}`;
            const error = errorOf(field.name);
            return (
              <div key={field.name} className={cn(field.wide && 'sm:col-span-2')}>
                <Label htmlFor={id} required={field.required}>
                  {field.label}
                </Label>
                <input
                  id={id}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  aria-required={field.required ? true : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={inputClass}
                  {...register(field.name)}
                />
                {error ? (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="sm:col-span-2">
            <Label htmlFor="customer-notes">Order Notes</Label>
            <textarea
              id="customer-notes"
              rows={3}
              placeholder="Deadline, delivery instructions, anything we should know"
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? 'customer-notes-error' : undefined}
              className={cn(inputClass, 'resize-y')}
              {...register('notes')}
            />
            {errors.notes ? (
              <p id="customer-notes-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.notes.message}
              </p>
            ) : null}
          </div>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          <span className="text-red-600" aria-hidden="true">
            *
          </span>{' '}
          Name and email are required.
        </p>
        <StepActions back={{ label: 'Back to Review', onClick: onBack }}>
          <Button type="submit" size="lg" disabled={!isValid}>
            Continue to Shipping
            <ArrowRight aria-hidden="true" />
          </Button>
        </StepActions>
      </form>
    </StepSection>
  );
}
