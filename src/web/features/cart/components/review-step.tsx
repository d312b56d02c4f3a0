import { ArrowRight, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../../shared/schemas/category.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useClearCart } from '../api/clear-cart.ts';
import type { CartItem } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { customOptionsFor } from './cart-item-details.ts';
import { CartLine } from './cart-line.tsx';
import { StepActions, StepSection } from './step-layout.tsx';

interface ReviewStepProps {
  items: readonly CartItem[];
  products: readonly Product[];
  categories: readonly Category[];
  focusOnMount: boolean;
  onContinue: () => void;
}

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** Step 1: the cart lines with Remove, Clear Cart (asked first) and Continue. */
export function ReviewStep({ items, products, categories, focusOnMount, onContinue }: ReviewStepProps) {
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const busy = remove.isPending || clear.isPending;
  const count = items.length;

  const onClear = () => {
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        toast({ title: 'Cart cleared' });
      },
      onError: () => {
        setConfirmClear(false);
        failed('Failed to clear cart');
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
        {items.map((item) => {
          const product = products.find((entry) => entry.id === item.productId);
          return (
            <CartLine
              key={item.id}
              item={item}
              product={product}
              customOptions={customOptionsFor(product, categories)}
              removing={remove.isPending && remove.variables === item.id}
              disabled={busy}
              onRemove={() =>
                remove.mutate(item.id, {
                  // The line (and its button) is gone: the focus goes to the step's heading.
                  onSuccess: () => document.getElementById('checkout-step-heading')?.focus(),
                  onError: () => failed('Failed to remove item'),
                })
              }
            />
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" asChild className="px-0">
          <Link to="/#products">Continue Shopping</Link>
        </Button>
        <Dialog open={confirmClear} onOpenChange={(open) => !clear.isPending && setConfirmClear(open)}>
          <Button
            variant="outline"
            onClick={() => setConfirmClear(true)}
            disabled={busy}
            className="text-red-700 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
            Clear Cart
          </Button>
          <DialogContent
            title="Clear your cart?"
            description={`This removes ${count === 1 ? 'the item' : `all ${count} items`} and the files you uploaded.`}
          >
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={clear.isPending}>
                  Keep Items
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={onClear} disabled={clear.isPending}>
                {clear.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                Clear Cart
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
      <StepActions>
        <Button size="lg" onClick={onContinue} disabled={busy}>
          Continue to Information
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}
