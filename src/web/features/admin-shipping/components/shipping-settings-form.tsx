import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { SwitchField } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useSaveShippingSettings } from '../api/shipping-settings.ts';
import { ClosedDaysField } from './closed-days-field.tsx';
import {
  cutoffHourChoices,
  type ShippingFormValues,
  shippingFormSchema,
  shippingFormValues,
  timeZoneChoices,
  toShippingSettingsBody,
} from './shipping-form-values.ts';
import { ShippingPreview } from './shipping-preview.tsx';

/** A 400 answer names the field to fix; other failures only get the toast. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  return error.message;
}

/** A price in dollars: step 0.01, not below 0. */
const priceProps = { type: 'number', step: '0.01', min: 0, inputMode: 'decimal' } as const;

/**
 * The Shipping tab (docs/product/admin.md#shipping-tab): the settings form beside a live preview of the
 * customer's options.
 */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const id = useId();
  const save = useSaveShippingSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, reset, formState } = useForm<ShippingFormValues>({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: shippingFormValues(settings),
  });
  const values = watch();
  const { errors } = formState;

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
          title: webMessages.error,
          description: webMessages.updateShippingSettingsFailed,
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
            <FormField
              label="Store address"
              description="Shown to customers who choose Store Pickup."
              error={errors.storeAddress?.message}
            >
              <Textarea rows={3} {...register('storeAddress')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Standard shipping price ($)" error={errors.standardShippingPrice?.message}>
                <Input {...priceProps} {...register('standardShippingPrice')} />
              </FormField>
              <FormField label="Rush shipping price ($)" error={errors.rushShippingPrice?.message}>
                <Input {...priceProps} {...register('rushShippingPrice')} />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Order cut-off time"
                description="Orders placed later start production on the next business day."
                error={errors.orderCutoffHour?.message}
              >
                <Select {...register('orderCutoffHour')}>
                  {cutoffHourChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField
                label="Shop time zone"
                description="Business days and the cut-off are counted here."
                error={errors.timeZone?.message}
              >
                <Select {...register('timeZone')}>
                  {timeZoneChoices(settings.timeZone).map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <ClosedDaysField control={control} timeZone={values.timeZone} />
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">Free shipping</legend>
              <SwitchField
                control={control}
                name="freeShippingEnabled"
                label="Free shipping promotion"
                labelClassName="font-normal"
              />
              {values.freeShippingEnabled ? (
                <FormField
                  label="Free shipping minimum ($)"
                  description="Standard shipping is free on orders of at least this subtotal; 0 makes it free on all orders. Rush is always charged."
                  error={errors.freeShippingMinimum?.message}
                >
                  <Input {...priceProps} {...register('freeShippingMinimum')} />
                </FormField>
              ) : null}
            </fieldset>
            <FormAlert>{problem}</FormAlert>
            <FormActions>
              <SubmitButton pending={save.isPending} pendingLabel="Saving…">
                <Save aria-hidden="true" />
                Save Settings
              </SubmitButton>
            </FormActions>
          </form>
        </CardContent>
      </Card>
      <ShippingPreview settings={toShippingSettingsBody(values)} />
    </div>
  );
}
