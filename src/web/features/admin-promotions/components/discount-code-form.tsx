import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnauthorized } from '../../../lib/admin-session.ts';
import { useCreateDiscountCode } from '../api/discount-codes.ts';
import { errorClass, hintClass, inputClass, labelClass } from './field-styles.ts';
import {
  type DiscountFormValues,
  discountFormSchema,
  emptyDiscountForm,
  optionalNumber,
  toDiscountCodeBody,
} from './promo-form-values.ts';
import { serverMessage } from './server-message.ts';
import { uppercased } from './uppercase-input.ts';

/** SPEC §5: a new code (required, uppercased), 1-100 % (10), a usage limit of at least 1 (100), an optional expiry. */
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
        toast({ variant: 'destructive', title: 'Error creating discount code' });
      },
    });
  });

  const describedBy = (field: keyof DiscountFormValues, hint?: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const fieldError = (field: keyof DiscountFormValues) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className={errorClass}>
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Create Discount Code</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor={`${id}-code`} className={labelClass}>
                Code
              </label>
              <input
                id={`${id}-code`}
                placeholder="SUMMER25"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={50}
                className={`${inputClass} font-mono uppercase`}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={describedBy('code')}
                {...uppercased(register('code'))}
              />
              {fieldError('code')}
            </div>
            <div>
              <label htmlFor={`${id}-percent`} className={labelClass}>
                Discount percentage (%)
              </label>
              <input
                id={`${id}-percent`}
                type="number"
                min={1}
                max={100}
                step={1}
                inputMode="numeric"
                className={inputClass}
                aria-invalid={errors.discountPercentage ? true : undefined}
                aria-describedby={describedBy('discountPercentage')}
                {...register('discountPercentage', { valueAsNumber: true })}
              />
              {fieldError('discountPercentage')}
            </div>
            <div>
              <label htmlFor={`${id}-limit`} className={labelClass}>
                Usage limit
              </label>
              <input
                id={`${id}-limit`}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                className={inputClass}
                aria-invalid={errors.usageLimit ? true : undefined}
                aria-describedby={describedBy('usageLimit', true)}
                {...register('usageLimit', { setValueAs: optionalNumber })}
              />
              {fieldError('usageLimit') ?? (
                <p id={`${id}-usageLimit-hint`} className={hintClass}>
                  Empty: unlimited uses.
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-expires`} className={labelClass}>
                Expires (optional)
              </label>
              <input
                id={`${id}-expires`}
                type="datetime-local"
                className={inputClass}
                aria-invalid={errors.expiresAt ? true : undefined}
                aria-describedby={describedBy('expiresAt', true)}
                {...register('expiresAt')}
              />
              {fieldError('expiresAt') ?? (
                <p id={`${id}-expiresAt-hint`} className={hintClass}>
                  Your local time. Empty: never expires.
                </p>
              )}
            </div>
          </div>
          {problem ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
            >
              <Plus aria-hidden="true" />
              {create.isPending ? 'Creating…' : 'Create Code'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
