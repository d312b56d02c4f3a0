import { ArrowRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { CustomerInfo } from '#shared/schemas/checkout';
import { usStates } from '#shared/us-states';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import type { CustomerFormValues } from '../hooks/checkout-draft.ts';
import { StepActions, StepSection } from './step-layout.tsx';

type FieldName = keyof CustomerFormValues;

interface InfoStepProps {
  form: UseFormReturn<CustomerFormValues, unknown, CustomerInfo>;
  focusOnMount: boolean;
  onBack: () => void;
  onContinue: () => void;
}

interface FieldSpec {
  name: FieldName;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  wide?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A list to choose from instead of a text box. */
  choices?: readonly { value: string; label: string }[];
}

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', required: true, inputMode: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'address', label: 'Street Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'State',
    autoComplete: 'address-level1',
    choices: usStates.map((state) => ({ value: state.code, label: state.name })),
  },
  { name: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

const labelClass = 'font-semibold text-slate-900';

/**
 * Step 2: the customer-info form (docs/product/shipping-and-checkout.md). Continue stays disabled until a
 * name and a valid e-mail are given.
 */
export function InfoStep({ form, focusOnMount, onBack, onContinue }: InfoStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;
  const submit = handleSubmit(() => onContinue());

  return (
    <StepSection
      title="Your Information"
      description="We use these details to confirm your order and reach you about your artwork."
      focusOnMount={focusOnMount}
    >
      <form noValidate onSubmit={submit} aria-label="Customer information">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <FormField
              key={field.name}
              id={`customer-${field.name}`}
              label={field.label}
              labelClassName={labelClass}
              required={field.required}
              optional={!field.required}
              error={errors[field.name]?.message}
              className={cn(field.wide && 'sm:col-span-2')}
            >
              {field.choices ? (
                <Select autoComplete={field.autoComplete} {...register(field.name)}>
                  <option value="">Choose…</option>
                  {field.choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  {...register(field.name)}
                />
              )}
            </FormField>
          ))}
          <FormField
            id="customer-notes"
            label="Order Notes"
            labelClassName={labelClass}
            optional
            error={errors.notes?.message}
            className="sm:col-span-2"
          >
            <Textarea
              rows={3}
              placeholder="Deadline, delivery instructions, anything we should know"
              {...register('notes')}
            />
          </FormField>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          <span className="text-red-600" aria-hidden="true">
            *
          </span>{' '}
          Name and email are required. Standard and rush shipping also need the street address, city, state
          and ZIP code; store pickup does not.
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
