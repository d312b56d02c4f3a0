import { type ComponentProps, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { webMessages } from '#shared/errors';
import { maxQuoteValidDays } from '#shared/quotes';
import type { AdminQuoteRequest } from '#shared/schemas/quote-reply';
import {
  type AdminProductChoice,
  AdminProductCombobox,
  isOpenCombobox,
} from '#web/components/admin-product-combobox.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ControlledDialog } from '#web/components/ui/dialog.tsx';
import { FormActions, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { type QuoteReplyBody, useReplyToQuoteRequest } from '../api/reply-to-quote-request.ts';
import {
  emptyQuoteReplyForm,
  liveQuoteTotal,
  type QuoteReplyField,
  type QuoteReplyFormValues,
  quoteReplyFields,
  quoteReplyResolver,
  serverIssueField,
} from './quote-reply-form.ts';

/** A money text input with a '$' before the amount; FormField's id and aria props reach the input. */
function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-slate-500 sm:text-sm"
      >
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('pl-7', className)}
        {...props}
      />
    </div>
  );
}

/** What the customer asked, above the form, for reference. */
function RequestSummary({ request }: { request: AdminQuoteRequest }) {
  return (
    <section
      aria-label={`Request from ${request.name}`}
      className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <p className="text-slate-700">
        <span className="text-slate-600">Product:</span> {request.product.trim() || 'Not specified'}
      </p>
      <p className="mt-1 max-h-40 overflow-y-auto break-words whitespace-pre-line text-slate-900">
        {request.details}
      </p>
    </section>
  );
}

function failureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : webMessages.serverFault;
}

interface QuoteReplyFormProps {
  request: AdminQuoteRequest;
  onDone: () => void;
}

function QuoteReplyForm({ request, onDone }: QuoteReplyFormProps) {
  const reply = useReplyToQuoteRequest();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<QuoteReplyFormValues, unknown, QuoteReplyBody>({
    resolver: quoteReplyResolver,
    defaultValues: emptyQuoteReplyForm(),
  });
  // Before the fields below register, so a missing product is the first field the form focuses.
  const { field: productField } = useController({ control, name: 'productId' });
  // The chosen product's name for the field; the form holds its id.
  const [product, setProduct] = useState<AdminProductChoice | null>(null);
  const [quantity, unitPrice] = useWatch({ control, name: ['quantity', 'unitPrice'] });
  const total = liveQuoteTotal(quantity, unitPrice);

  const showServerIssues = (issues: unknown[] | undefined): boolean => {
    const found = new Map<QuoteReplyField, string>();
    for (const issue of issues ?? []) {
      const entry = serverIssueField(issue);
      if (entry && !found.has(entry.field)) found.set(entry.field, entry.message);
    }
    const first = quoteReplyFields.find((field) => found.has(field));
    for (const [field, message] of found) {
      setError(field, { type: 'server', message }, { shouldFocus: field === first });
    }
    return found.size > 0;
  };

  const submit = handleSubmit(async (body) => {
    if (reply.isPending) return;
    try {
      const sent = await reply.mutateAsync({ requestId: request.id, body });
      onDone();
      toast({ title: `Quote ${sent.number} sent to ${request.email}` });
    } catch (error) {
      if (isUnauthorized(error)) return;
      if (isApiError(error) && error.status === 400 && showServerIssues(error.issues)) return;
      toast({ variant: 'destructive', title: 'Quote not sent', description: failureMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-busy={reply.isPending || undefined}>
      <FormField label="Product" error={errors.productId?.message}>
        <AdminProductCombobox
          ref={productField.ref}
          name={productField.name}
          selected={product}
          // Archived products cannot be quoted; one archived since the list was read, the server refuses.
          onSaleOnly
          onBlur={productField.onBlur}
          onSelect={(choice) => {
            setProduct(choice);
            productField.onChange(choice ? choice.id : null);
            clearErrors('productId');
          }}
        />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={500} {...register('description')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Quantity" error={errors.quantity?.message}>
          <Input type="text" inputMode="numeric" autoComplete="off" {...register('quantity')} />
        </FormField>
        <FormField label="Price per piece" error={errors.unitPrice?.message}>
          <MoneyInput placeholder="0.00" {...register('unitPrice')} />
        </FormField>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-slate-900">
        {total}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Valid for (days)"
          description={`1 to ${maxQuoteValidDays} days, counted from today.`}
          error={errors.validDays?.message}
        >
          <Input type="text" inputMode="numeric" autoComplete="off" {...register('validDays')} />
        </FormField>
        <FormField
          label="Times it may be ordered"
          description="1: one order. More for a job the customer reorders."
          error={errors.maxOrders?.message}
        >
          <Input type="text" inputMode="numeric" autoComplete="off" {...register('maxOrders')} />
        </FormField>
      </div>
      <FormField label="Note to the customer" optional error={errors.note?.message}>
        <Textarea rows={3} maxLength={2000} {...register('note')} />
      </FormField>
      <FormActions className="border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={reply.isPending} pendingLabel="Sending…">
          Send the quote
        </SubmitButton>
      </FormActions>
    </form>
  );
}

interface QuoteReplyDialogProps {
  /** The request being answered; null keeps the dialog closed. */
  request: AdminQuoteRequest | null;
  onClose: () => void;
}

/** 'Reply with a price': the shop's quote for a request, e-mailed to the customer with a link to order it. */
export function QuoteReplyDialog({ request, onClose }: QuoteReplyDialogProps) {
  return (
    <ControlledDialog
      open={request !== null}
      onClose={onClose}
      title="Reply with a price"
      description={request ? `To ${request.name} (${request.email})` : undefined}
      className="max-w-xl"
      // Escape in the product search closes its list, not the dialog.
      onEscapeKeyDown={(event) => {
        if (isOpenCombobox(event.target)) event.preventDefault();
      }}
    >
      {request ? (
        <>
          <RequestSummary request={request} />
          <QuoteReplyForm request={request} onDone={onClose} />
        </>
      ) : null}
    </ControlledDialog>
  );
}
