import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { webMessages } from '#shared/errors';
import { type OrderLookupInput, orderLookupInputSchema } from '#shared/schemas/order-page';
import { brandName } from '#shared/seo';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useOrderLookup } from '../api/order-page.ts';

type LookupValues = z.input<typeof orderLookupInputSchema>;

/**
 * /order-lookup: an order number and the e-mail it was placed with; a link to the order's page is e-mailed
 * to that address. The answer is the same whether or not they name an order.
 */
export function OrderLookupPage() {
  const lookup = useOrderLookup();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  // After 'Look up another order' the form comes back: the keyboard's focus goes to its first field.
  const [lookingAgain, setLookingAgain] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LookupValues, unknown, OrderLookupInput>({
    resolver: zodResolver(orderLookupInputSchema),
    defaultValues: { orderNumber: '', email: '' },
  });

  useEffect(() => {
    document.title = `Find Your Order | ${brandName}`;
  }, []);
  useEffect(() => {
    if (sentMessage) answerRef.current?.focus();
    else if (lookingAgain) setFocus('orderNumber');
  }, [sentMessage, lookingAgain, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSentMessage((await lookup.mutateAsync(values)).message);
    } catch (error) {
      const message =
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : webMessages.serverFault;
      setError('root.server', { message });
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find your order</h1>
      <p className="mt-2 text-slate-600">
        Enter your order number and the e-mail address you ordered with. We will e-mail you a link to your
        order's page, where you can see where it stands.
      </p>
      {sentMessage ? (
        <div className="mt-6 rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
          <MailCheck className="size-8 text-emerald-700" aria-hidden="true" />
          <p ref={answerRef} tabIndex={-1} role="status" className="mt-2 text-slate-900 outline-none">
            {sentMessage}
          </p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => {
              reset();
              setLookingAgain(true);
              setSentMessage(null);
            }}
          >
            Look up another order
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <FormAlert>{errors.root?.server?.message}</FormAlert>
          <FormField label="Order number" required error={errors.orderNumber?.message}>
            <Input autoComplete="off" placeholder="#042" {...register('orderNumber')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <SubmitButton pending={isSubmitting} pendingLabel="Sending…" className="w-full">
            E-mail me the link
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
