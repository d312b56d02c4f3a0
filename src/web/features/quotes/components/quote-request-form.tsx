import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { webMessages } from '#shared/errors';
import { type QuoteRequestInput, quoteRequestInputSchema } from '#shared/schemas/quote-request';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useCreateQuoteRequest } from '../api/create-quote-request.ts';
import { useProductSuggestions } from '../api/product-suggestions.ts';

const quoteThanks = "Thanks! We'll get back to you within one business day.";

/** How many catalogue names the product field suggests, and how long typing pauses before asking. */
const QUOTE_SUGGESTIONS = 8;
const QUOTE_SUGGESTIONS_DEBOUNCE_MS = 250;

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
    setError('root.server', { message: webMessages.quoteNotSent });
    return;
  }
  if (error.status >= 500) {
    setError('root.server', { message: webMessages.serverFault });
    return;
  }
  for (const issue of error.issues ?? []) {
    const found = issueField(issue);
    if (found) setError(found.field, { type: 'server', message: found.message });
  }
  setError('root.server', { message: error.message });
}

/** 'Get Free Quote': name, e-mail, product (optional; a catalogue name or free text) and details. */
export function QuoteRequestForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const mutation = useCreateQuoteRequest();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, QuoteRequestInput>({
    resolver: zodResolver(quoteRequestInputSchema),
    defaultValues: { name: '', email: '', product: '', details: '' },
  });
  // The product field suggests catalogue names matching what is typed (the first ones while it is
  // empty), asked of the server a page at a time: the catalogue is never downloaded whole.
  const productText = useWatch({ control, name: 'product' }) ?? '';
  const suggestionQuery = useDebouncedValue(productText.trim(), QUOTE_SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useProductSuggestions(suggestionQuery, QUOTE_SUGGESTIONS);

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
      <FormAlert>{serverError}</FormAlert>
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Product" optional error={errors.product?.message}>
        <Input
          list={`${id}-product-list`}
          autoComplete="off"
          placeholder="Pick one or describe it"
          {...register('product')}
        />
      </FormField>
      <datalist id={`${id}-product-list`}>
        {(suggestions.data?.cards ?? []).map((product) => (
          <option key={product.id} value={product.name} />
        ))}
      </datalist>
      <FormField label="Project details" error={errors.details?.message}>
        <Textarea rows={4} placeholder="Sizes, quantities, materials, deadline…" {...register('details')} />
      </FormField>
      <FormActions className="gap-3 pt-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
          Send Request
        </SubmitButton>
      </FormActions>
    </form>
  );
}
