import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { webMessages } from '#shared/errors';
import { maxQuantity } from '#shared/pricing';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { updateRefusal } from '#web/lib/cart-item-update.ts';
import { cn } from '#web/lib/cn.ts';
import type { CartItem } from '../api/get-cart.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';

const wholeNumberMessage = 'Quantity must be a whole number of at least 1';

/** The typed quantity, or the reason it cannot be sent. */
function readQuantity(text: string): { quantity: number } | { problem: string } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) < 1) return { problem: wholeNumberMessage };
  const quantity = Number(trimmed);
  if (quantity > maxQuantity) {
    return { problem: `Quantity may be at most ${maxQuantity.toLocaleString('en-US')}` };
  }
  return { quantity };
}

/**
 * Applies a line's typed quantity: true once the cart holds it (or nothing was typed), false when the
 * quantity is refused, by the box or by the server. The review step calls every line's before it moves on.
 */
export type CommitQuantity = () => Promise<boolean>;

interface LineQuantityProps {
  item: CartItem;
  disabled: boolean;
  /** Tells the review step how to apply this line's typed quantity; called again with null on unmount. */
  registerCommit?: (lineId: number, commit: CommitQuantity | null) => void;
}

/**
 * A cart line's quantity, changed in place (PATCH /api/cart/:id): − and + change it by one; a typed
 * quantity is sent when the box is left (Tab, a click elsewhere), with Update or Enter, and before the
 * checkout moves on (docs/product/shipping-and-checkout.md#the-cart). The server prices the line again (its
 * tier too) and keeps the files; a refusal shows its reason under the box, and the line keeps its quantity.
 */
export function LineQuantity({ item, disabled, registerCommit }: LineQuantityProps) {
  const id = useId();
  const update = useUpdateCartItem();
  const [text, setText] = useState(String(item.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The quantity being sent, so that leaving the box and then pressing Update or Continue sends it once.
  const inFlight = useRef<Promise<boolean> | null>(null);
  const busy = disabled || update.isPending;

  function send(quantity: number): Promise<boolean> {
    setProblem(null);
    setText(String(quantity));
    const sent = update
      .mutateAsync({ id: item.id, patch: { quantity } })
      .then(
        () => true,
        (error: unknown) => {
          setText(String(item.quantity));
          setProblem(updateRefusal(error) ?? webMessages.updateCartItem);
          return false;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = sent;
    return sent;
  }

  function commitTyped(): Promise<boolean> {
    if (inFlight.current) return inFlight.current;
    const read = readQuantity(text);
    if ('problem' in read) {
      setProblem(read.problem);
      return Promise.resolve(false);
    }
    return read.quantity === item.quantity ? Promise.resolve(true) : send(read.quantity);
  }

  const commitRef = useRef(commitTyped);
  commitRef.current = commitTyped;
  useEffect(() => {
    if (!registerCommit) return;
    registerCommit(item.id, async () => {
      const applied = await commitRef.current();
      if (!applied) input.current?.focus();
      return applied;
    });
    return () => registerCommit(item.id, null);
  }, [registerCommit, item.id]);

  const changed = text.trim() !== String(item.quantity);
  return (
    <form
      className="mt-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void commitTyped();
      }}
    >
      <label htmlFor={`${id}-quantity`} className="text-sm text-slate-500">
        Quantity
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          <WithTooltip label={`One fewer ${item.productName}`}>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="rounded-r-none"
              aria-label={`One fewer ${item.productName}`}
              disabled={busy || item.quantity <= 1}
              onClick={() => void send(item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
          </WithTooltip>
          <Input
            ref={input}
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            onBlur={() => {
              if (text.trim() !== String(item.quantity)) void commitTyped();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            disabled={disabled}
            readOnly={update.isPending}
            className="h-10 w-24 rounded-none border-x-0 text-center"
          />
          <WithTooltip label={`One more ${item.productName}`}>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="rounded-l-none"
              aria-label={`One more ${item.productName}`}
              disabled={busy || item.quantity >= maxQuantity}
              onClick={() => void send(item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </WithTooltip>
        </div>
        {/* Always laid out, one width whatever it says, shown only while there is something to send: the
            page must not shift (nor the button wrap to a line of its own) when a typed quantity is sent on
            leaving the box, or the tap that left it (Continue, in the bar below) would land elsewhere. */}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={busy}
          className={cn('w-20', changed || update.isPending ? undefined : 'invisible')}
        >
          {update.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              <span className="sr-only">Updating…</span>
            </>
          ) : (
            'Update'
          )}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
