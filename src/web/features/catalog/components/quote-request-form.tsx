import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type QuoteRequestInput, quoteRequestInputSchema } from '../../../../shared/schemas/quote-request.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateQuoteRequest } from '../api/create-quote-request.ts';
import { useProducts } from '../api/get-products.ts';

export const quoteThanks = "Thanks! We'll get back to you within one business day.";

type QuoteFormValues = z.input<typeof quoteRequestInputSchema>;
type FieldName = keyof QuoteFormValues;
const fieldNames: readonly FieldName[] = ['name', 'email', 'product', 'details'];

/** The field a server issue names: '/email' (request validation) or 'email' (service validation). */
function issueField(issue: unknown): { field: FieldName; message: string } | null {
  if (typeof issue !== 'object' || issue === null) return null;
  const { path, message } = issue as { path?: unknown; message?: unknown };
  if (typeof path !== 'string' || typeof message !== 'string') return null;
  const first = path.replace(/^\//, '').split(/[/.]/)[0];
  const field = fieldNames.find((name) => name === first);
  return field ? { field, message } : null;
}

/** Puts a failed request's message above the form and its field issues beside the fields. */
function showServerError(error: unknown, setError: UseFormSetError<QuoteFormValues>) {
  if (!isApiError(error) || error.status === 0) {
    setError('root.server', {
      message: 'Your request could not be sent. Check your connection and try again.',
    });
    return;
  }
  if (error.status >= 500) {
    setError('root.server', { message: 'Something went wrong on our side. Please try again in a moment.' });
    return;
  }
  for (const issue of error.issues ?? []) {
    const found = issueField(issue);
    if (found) setError(found.field, { type: 'server', message: found.message });
  }
  setError('root.server', { message: error.message });
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-600';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error: FieldError | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {hint ? <span className="font-normal text-slate-500"> {hint}</span> : null}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** 'Get Free Quote': name, e-mail, product (optional; a catalogue name or free text) and details. */
export function QuoteRequestForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const products = useProducts();
  const mutation = useCreateQuoteRequest();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteRequestInput>({
    resolver: zodResolver(quoteRequestInputSchema),
    defaultValues: { name: '', email: '', product: '', details: '' },
  });

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      setSent(true);
      toast({ title: 'Quote request sent', description: quoteThanks });
    } catch (error) {
      showServerError(error, setError);
    }
  });

  if (sent) {
    return (
      <div className="mt-6 flex flex-col items-center text-center">
        <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
        <p ref={thanksRef} tabIndex={-1} className="mt-3 text-lg font-semibold text-slate-900 outline-none">
          {quoteThanks}
        </p>
        <Button className="mt-6" onClick={onClose}>
          Done
        </Button>
      </div>
    );
  }

  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      {serverError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('name')}
          />
        )}
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        {(describedBy) => (
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('email')}
          />
        )}
      </Field>
      <Field id={`${id}-product`} label="Product" hint="(optional)" error={errors.product}>
        {(describedBy) => (
          <>
            <input
              id={`${id}-product`}
              list={`${id}-product-list`}
              autoComplete="off"
              placeholder="Pick one or describe it"
              aria-invalid={errors.product ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
              {...register('product')}
            />
            <datalist id={`${id}-product-list`}>
              {(products.data ?? []).map((product) => (
                <option key={product.id} value={product.name} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field id={`${id}-details`} label="Project details" error={errors.details}>
        {(describedBy) => (
          <textarea
            id={`${id}-details`}
            rows={4}
            placeholder="Sizes, quantities, materials, deadline…"
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={describedBy}
            className={cn(inputClass, 'resize-y')}
            {...register('details')}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Sending…' : 'Send Request'}
        </Button>
      </div>
    </form>
  );
}
