import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PromoSettings } from '../../../../shared/schemas/promo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnauthorized } from '../../../lib/admin-session.ts';
import { useSavePromoSettings } from '../api/promo-settings.ts';
import { BannerStylePicker } from './banner-style-picker.tsx';
import { errorClass, hintClass, inputClass, labelClass } from './field-styles.ts';
import {
  type BannerFormValues,
  type BannerPreview,
  bannerFormSchema,
  bannerFormValues,
  draftBannerPreview,
  toPromoSettingsBody,
} from './promo-form-values.ts';
import { serverMessage } from './server-message.ts';
import { uppercased } from './uppercase-input.ts';

interface BannerSettingsFormProps {
  settings: PromoSettings;
  onDone: () => void;
  /** Called as the admin types, so the Live Preview shows the unsaved banner; null once the form closes. */
  onDraftChange: (draft: BannerPreview | null) => void;
}

/** SPEC §4 Banner editing, the editing form; a save also keeps the code a real discount code (DESIGN §5.8). */
export function BannerSettingsForm({ settings, onDone, onDraftChange }: BannerSettingsFormProps) {
  const id = useId();
  const save = useSavePromoSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, watch, getValues, formState } = useForm<BannerFormValues>({
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
        toast({ variant: 'destructive', title: 'Error updating promotional settings' });
      },
    });
  });

  const describedBy = (field: keyof BannerFormValues, hint?: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const fieldError = (field: keyof BannerFormValues) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className={errorClass}>
        {errors[field]?.message}
      </p>
    ) : null;
  const code = (values.discountCode ?? '').trim().toUpperCase() || 'the code';
  const percent = Number.isFinite(values.discountPercentage)
    ? `${values.discountPercentage}%`
    : 'the chosen percentage';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Banner settings">
      <label
        htmlFor={`${id}-enabled`}
        className="flex min-h-10 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800"
      >
        <input
          id={`${id}-enabled`}
          type="checkbox"
          role="switch"
          aria-checked={values.bannerEnabled}
          className="size-4 accent-brand-600"
          {...register('bannerEnabled')}
        />
        Show the banner on the storefront
      </label>
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          Banner text
        </label>
        <input
          id={`${id}-text`}
          maxLength={200}
          className={inputClass}
          aria-invalid={errors.bannerText ? true : undefined}
          aria-describedby={describedBy('bannerText')}
          {...register('bannerText')}
        />
        {fieldError('bannerText')}
      </div>
      <BannerStylePicker value={values.bannerColor} field={register('bannerColor')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-code`} className={labelClass}>
            Discount code
          </label>
          <input
            id={`${id}-code`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            className={`${inputClass} font-mono uppercase`}
            aria-invalid={errors.discountCode ? true : undefined}
            aria-describedby={describedBy('discountCode')}
            {...uppercased(register('discountCode'))}
          />
          {fieldError('discountCode')}
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
      </div>
      <div>
        <label htmlFor={`${id}-end`} className={labelClass}>
          End time
        </label>
        <input
          id={`${id}-end`}
          type="datetime-local"
          className={`${inputClass} sm:max-w-xs`}
          aria-invalid={errors.endTime ? true : undefined}
          aria-describedby={describedBy('endTime', true)}
          {...register('endTime')}
        />
        {fieldError('endTime') ?? (
          <p id={`${id}-endTime-hint`} className={hintClass}>
            Your local time. Leave empty for no end time.
          </p>
        )}
      </div>
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
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
