import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ShippingSettings } from '../../../../shared/schemas/shipping-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnauthorized } from '../../../lib/admin-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveShippingSettings } from '../api/shipping-settings.ts';
import {
  type ShippingFormValues,
  shippingFormSchema,
  shippingFormValues,
  toShippingSettingsBody,
} from './shipping-form-values.ts';
import { ShippingPreview } from './shipping-preview.tsx';

const inputClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500';
const labelClass = 'block text-sm font-medium text-slate-800';

/** A 400 answer names the field to fix; other failures only get the toast. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  return error.message;
}

interface PriceFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error: string | undefined;
  /** The id of a hint shown below the field, read out with it. */
  hintId?: string;
}

function PriceField({ id, label, error, hintId, ...props }: PriceFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hintId].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        step="0.01"
        min={0}
        inputMode="decimal"
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC §2/§3 Shipping tab: the settings form beside a live preview of the customer's options. */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const id = useId();
  const save = useSaveShippingSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset, formState } = useForm<ShippingFormValues>({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: shippingFormValues(settings),
  });
  const values = watch();
  const { errors } = formState;
  const addressError = errors.storeAddress?.message;

  const onSubmit = handleSubmit((form) => {
    setProblem(null);
    save.mutate(toShippingSettingsBody(form), {
      onSuccess: (saved) => {
        reset(shippingFormValues(saved));
        toast({ title: 'Settings Updated', description: 'Customers see the new shipping options now.' });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setProblem(serverMessage(error));
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to update shipping settings. Please try again.',
        });
      },
    });
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card aria-labelledby={`${id}-title`}>
        <CardHeader>
          <CardTitle id={`${id}-title`}>Shipping &amp; Pickup Settings</CardTitle>
          <p className="text-sm text-slate-600">Where customers pick up orders and what shipping costs.</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
            <div className="space-y-1">
              <label htmlFor={`${id}-address`} className={labelClass}>
                Store address
              </label>
              <textarea
                id={`${id}-address`}
                rows={3}
                className={inputClass}
                aria-invalid={addressError ? true : undefined}
                aria-describedby={addressError ? `${id}-address-error` : `${id}-address-hint`}
                {...register('storeAddress')}
              />
              {addressError ? (
                <p id={`${id}-address-error`} className="text-xs font-medium text-red-700">
                  {addressError}
                </p>
              ) : (
                <p id={`${id}-address-hint`} className="text-xs text-slate-500">
                  Shown to customers who choose Store Pickup.
                </p>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <PriceField
                id={`${id}-standard`}
                label="Standard shipping price ($)"
                error={errors.standardShippingPrice?.message}
                {...register('standardShippingPrice')}
              />
              <PriceField
                id={`${id}-rush`}
                label="Rush shipping price ($)"
                error={errors.rushShippingPrice?.message}
                {...register('rushShippingPrice')}
              />
            </div>
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">Free shipping</legend>
              <label
                htmlFor={`${id}-free`}
                className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-800"
              >
                <input
                  id={`${id}-free`}
                  type="checkbox"
                  role="switch"
                  aria-checked={values.freeShippingEnabled}
                  className="size-4 accent-brand-600"
                  {...register('freeShippingEnabled')}
                />
                Free shipping promotion
              </label>
              {values.freeShippingEnabled ? (
                <div className="space-y-1">
                  <PriceField
                    id={`${id}-minimum`}
                    label="Free shipping minimum ($)"
                    error={errors.freeShippingMinimum?.message}
                    hintId={`${id}-minimum-hint`}
                    {...register('freeShippingMinimum')}
                  />
                  <p id={`${id}-minimum-hint`} className="text-xs text-slate-500">
                    Standard shipping is free on orders of at least this subtotal; 0 makes it free on all
                    orders. Rush is always charged.
                  </p>
                </div>
              ) : null}
            </fieldset>
            {problem ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button
                type="submit"
                className="w-full sm:w-auto"
                disabled={save.isPending}
                aria-busy={save.isPending || undefined}
              >
                <Save aria-hidden="true" />
                {save.isPending ? 'Saving…' : 'Save Settings'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <ShippingPreview settings={toShippingSettingsBody(values)} />
    </div>
  );
}
