import { LoaderCircle, Tag, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiMessages, webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useValidateDiscount } from '../api/validate-discount.ts';
import type { AppliedDiscount } from '../hooks/checkout-draft.ts';

interface DiscountEntryProps {
  discount: AppliedDiscount | null;
  onApply: (discount: AppliedDiscount) => void;
  onRemove: () => void;
}

/**
 * The discount-code entry (docs/product/shipping-and-checkout.md#discount-codes): a blank entry is ignored; a
 * valid code is applied with 'Discount applied!'; an invalid one shows the server's reason under the field; a
 * failed call says 'Failed to validate discount code'. An applied code can be removed.
 */
export function DiscountEntry({ discount, onApply, onRemove }: DiscountEntryProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const validate = useValidateDiscount();
  // After applying or removing a code the part that held the focus is gone: move it to what replaced it.
  const appliedRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    if (discount) appliedRef.current?.focus();
    else inputRef.current?.focus();
  }, [discount]);

  if (discount) {
    return (
      <div
        ref={appliedRef}
        tabIndex={-1}
        className="flex items-center justify-between gap-2 rounded-md bg-emerald-50 py-1.5 pr-1.5 pl-3 text-sm text-emerald-800 ring-1 ring-emerald-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <span className="flex min-w-0 items-center gap-2">
          <Tag className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">
            <span className="font-semibold">{discount.code}</span> · {discount.percent}% off
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-emerald-900 hover:bg-emerald-100"
          onClick={() => {
            changed.current = true;
            onRemove();
          }}
          aria-label={`Remove discount code ${discount.code}`}
        >
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (entered === '' || validate.isPending) return;
    setMessage(null);
    validate.mutate(entered, {
      onSuccess: (result) => {
        if (result.valid && result.discount > 0) {
          changed.current = true;
          onApply({ code: result.code ?? entered.toUpperCase(), percent: result.discount });
          setCode('');
          toast({ title: apiMessages.discountApplied, description: `${result.discount}% off your order.` });
        } else {
          setMessage(result.message || webMessages.discountNotValid);
        }
      },
      onError: () => {
        toast({
          title: webMessages.error,
          description: webMessages.validateDiscountFailed,
          variant: 'destructive',
        });
      },
    });
  };

  const messageId = `${id}-message`;
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-code`} className="font-semibold text-slate-900">
        Discount code
      </Label>
      <div className="mt-1 flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-code`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          placeholder="Enter code"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="flex-1 uppercase placeholder:text-slate-400 placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={validate.isPending}>
          {validate.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Apply
        </Button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
