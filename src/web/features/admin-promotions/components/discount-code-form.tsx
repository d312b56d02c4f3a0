import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { useCreateDiscountCode } from '../api/discount-codes.ts';
import { CodeInput, PercentInput } from './code-inputs.tsx';
import {
  type DiscountFormValues,
  discountFormSchema,
  emptyDiscountForm,
  optionalNumber,
  toDiscountCodeBody,
} from './promo-form-values.ts';
import { serverMessage } from './server-message.ts';

/**
 * A new code (docs/product/promotions.md; required, uppercased), 1-100 % (10), a usage limit of at least 1
 * (100), an optional expiry.
 */
export function DiscountCodeForm() {
  const id = useId();
  const create = useCreateDiscountCode();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<DiscountFormValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: emptyDiscountForm,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((form) => {
    setProblem(null);
    create.mutate(toDiscountCodeBody(form), {
      onSuccess: (created) => {
        reset(emptyDiscountForm);
        toast({
          title: 'Discount code created successfully!',
          description: `${created.code} is ready to use.`,
        });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setProblem(serverMessage(error));
        toast({ variant: 'destructive', title: webMessages.createDiscountCodeFailed });
      },
    });
  });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Create Discount Code</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField label="Code" error={errors.code?.message}>
              <CodeInput placeholder="SUMMER25" field={register('code')} />
            </FormField>
            <FormField label="Discount percentage (%)" error={errors.discountPercentage?.message}>
              <PercentInput {...register('discountPercentage', { valueAsNumber: true })} />
            </FormField>
            <FormField
              label="Usage limit"
              description="Empty: unlimited uses."
              error={errors.usageLimit?.message}
            >
              <Input
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...register('usageLimit', { setValueAs: optionalNumber })}
              />
            </FormField>
            <FormField
              label="Expires (optional)"
              description="Your local time. Empty: never expires."
              error={errors.expiresAt?.message}
            >
              <Input type="datetime-local" {...register('expiresAt')} />
            </FormField>
          </div>
          <FormAlert>{problem}</FormAlert>
          <FormActions>
            <SubmitButton pending={create.isPending} pendingLabel="Creating…">
              <Plus aria-hidden="true" />
              Create Code
            </SubmitButton>
          </FormActions>
        </form>
      </CardContent>
    </Card>
  );
}
