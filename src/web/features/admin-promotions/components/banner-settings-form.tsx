import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import type { PromoSettings } from '#shared/schemas/promo';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SwitchField } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { useSavePromoSettings } from '../api/promo-settings.ts';
import { BannerStylePicker } from './banner-style-picker.tsx';
import { CodeInput, PercentInput } from './code-inputs.tsx';
import {
  type BannerFormValues,
  type BannerPreview,
  bannerFormSchema,
  bannerFormValues,
  draftBannerPreview,
  toPromoSettingsBody,
} from './promo-form-values.ts';
import { serverMessage } from './server-message.ts';

interface BannerSettingsFormProps {
  settings: PromoSettings;
  onDone: () => void;
  /** Called as the admin types, so the Live Preview shows the unsaved banner; null once the form closes. */
  onDraftChange: (draft: BannerPreview | null) => void;
}

/**
 * Banner Settings, the editing form; a save also keeps the code a real discount code
 * (docs/product/promotions.md).
 */
export function BannerSettingsForm({ settings, onDone, onDraftChange }: BannerSettingsFormProps) {
  const save = useSavePromoSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, getValues, formState } = useForm<BannerFormValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: bannerFormValues(settings),
  });
  const { errors } = formState;
  const values = watch();

  useEffect(() => {
    onDraftChange(draftBannerPreview(getValues()));
    const subscription = watch((next) => onDraftChange(draftBannerPreview(next)));
    return () => {
      subscription.unsubscribe();
      onDraftChange(null);
    };
  }, [watch, getValues, onDraftChange]);

  const onSubmit = handleSubmit((form) => {
    setProblem(null);
    save.mutate(toPromoSettingsBody(form, settings), {
      onSuccess: (saved) => {
        toast({
          title: 'Promotional settings updated successfully!',
          ...(saved.bannerEnabled ? { description: `Code ${saved.discountCode} works at checkout.` } : {}),
        });
        onDone();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setProblem(serverMessage(error));
        toast({ variant: 'destructive', title: webMessages.updatePromoSettingsFailed });
      },
    });
  });

  const code = (values.discountCode ?? '').trim().toUpperCase() || 'the code';
  const percent = Number.isFinite(values.discountPercentage)
    ? `${values.discountPercentage}%`
    : 'the chosen percentage';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Banner settings">
      <SwitchField control={control} name="bannerEnabled" label="Show the banner on the storefront" />
      <FormField label="Banner text" error={errors.bannerText?.message}>
        <Input maxLength={200} {...register('bannerText')} />
      </FormField>
      <BannerStylePicker value={values.bannerColor} field={register('bannerColor')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Discount code" error={errors.discountCode?.message}>
          <CodeInput field={register('discountCode')} />
        </FormField>
        <FormField label="Discount percentage (%)" error={errors.discountPercentage?.message}>
          <PercentInput {...register('discountPercentage', { valueAsNumber: true })} />
        </FormField>
      </div>
      <FormField
        label="End time"
        description="Your local time. Leave empty for no end time."
        error={errors.endTime?.message}
      >
        <Input type="datetime-local" className="sm:max-w-xs" {...register('endTime')} />
      </FormField>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {values.bannerEnabled ? (
          <>
            Saving also keeps code <strong className="font-mono">{code}</strong> active at {percent} off
            {values.endTime ? ' until the end time' : ', with no end time'}, so it works at checkout.
          </>
        ) : (
          <>
            The banner is off: saving leaves code <strong className="font-mono">{code}</strong> as it is under
            Discount Codes.
          </>
        )}
      </p>
      <FormAlert>{problem}</FormAlert>
      <FormActions>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          <Save aria-hidden="true" />
          Save
        </SubmitButton>
      </FormActions>
    </form>
  );
}
