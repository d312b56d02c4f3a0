import { ArrowRight, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useClearCart } from '../api/clear-cart.ts';
import type { CartItem } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { CartLine } from './cart-line.tsx';
import type { CommitQuantity } from './line-quantity.tsx';
import { StepActions, StepSection } from './step-layout.tsx';

interface ReviewStepProps {
  items: readonly CartItem[];
  focusOnMount: boolean;
  onContinue: () => void;
}

const failed = (description: string) =>
  toast({ title: webMessages.error, description, variant: 'destructive' });

/** Step 1: the cart lines with Remove, Clear Cart (asked first) and Continue. */
export function ReviewStep({ items, focusOnMount, onContinue }: ReviewStepProps) {
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const [applying, setApplying] = useState(false);
  const busy = remove.isPending || clear.isPending;
  const count = items.length;
  const commits = useRef(new Map<number, CommitQuantity>());
  const registerCommit = useCallback((lineId: number, commit: CommitQuantity | null) => {
    if (commit) commits.current.set(lineId, commit);
    else commits.current.delete(lineId);
  }, []);

  // A quantity typed and not yet sent (or still on its way) is applied before the checkout moves on; a
  // refused one keeps the customer here, its box focused with the reason under it.
  const continueWithTypedQuantities = async () => {
    setApplying(true);
    try {
      const applied = await Promise.all([...commits.current.values()].map((commit) => commit()));
      if (applied.every(Boolean)) onContinue();
    } finally {
      setApplying(false);
    }
  };

  const onClear = () => {
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        toast({ title: 'Cart cleared' });
      },
      onError: () => {
        setConfirmClear(false);
        failed(webMessages.clearCart);
      },
    });
  };

  return (
    <StepSection
      title="Review Your Order"
      description={`${count} ${count === 1 ? 'item' : 'items'} in your cart`}
      focusOnMount={focusOnMount}
    >
      <ul aria-label="Cart items" className="divide-y divide-slate-200">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            removing={remove.isPending && remove.variables === item.id}
            disabled={busy}
            registerCommit={registerCommit}
            onRemove={() =>
              remove.mutate(item.id, {
                // The line (and its button) is gone: the focus goes to the step's heading.
                onSuccess: () => document.getElementById('checkout-step-heading')?.focus(),
                onError: () => failed(webMessages.removeCartItem),
              })
            }
          />
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" asChild className="px-0">
          <Link to="/#products">Continue Shopping</Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => setConfirmClear(true)}
          disabled={busy}
          className="text-red-700 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          Clear Cart
        </Button>
        <ConfirmDialog
          role="dialog"
          open={confirmClear}
          onClose={() => {
            if (!clear.isPending) setConfirmClear(false);
          }}
          title="Clear your cart?"
          description={`This removes ${count === 1 ? 'the item' : `all ${count} items`} and the files you uploaded.`}
          cancelLabel="Keep Items"
          confirmLabel="Clear Cart"
          pendingLabel="Clearing…"
          pending={clear.isPending}
          onConfirm={onClear}
        />
      </div>
      <StepActions>
        <Button size="lg" onClick={() => void continueWithTypedQuantities()} disabled={busy || applying}>
          Continue to Information
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}
