import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiMessages, webMessages } from '#shared/errors';
import type { CartItem } from '#shared/schemas/cart';
import { storedSelectionOf } from '#shared/schemas/line-selection';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { updateRefusal } from '#web/lib/cart-item-update.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useUpdateCartLine } from '../api/update-cart-line.ts';
import type { Configurator } from './use-configurator.ts';

export type Intent = 'cart' | 'order' | 'update';

/**
 * The two blocking notices of the design method (docs/product/storefront.md#the-configurator), checked before
 * anything is sent. `keptFiles`: the files a cart line being changed already has.
 */
export function designNotice(
  design: Pick<Configurator['state'], 'designMethod' | 'files' | 'designNotes'>,
  keptFiles = 0,
): { title: string; description: string } | null {
  if (design.designMethod === 'upload' && design.files.length + keptFiles === 0) {
    return { title: webMessages.filesRequired, description: apiMessages.filesRequired };
  }
  if (design.designMethod === 'create' && design.designNotes.trim() === '') {
    return {
      title: webMessages.designDescriptionRequired,
      description: apiMessages.designDescriptionRequired,
    };
  }
  return null;
}

/**
 * Scrolls to a configurator field and focuses it: a select by its id, a group of radios or checkboxes by
 * its first input. `field` is a selection problem's ('customOptions.<id>', 'size', ...); custom option
 * fields are named `custom-option-<id>` (custom-option-field.tsx).
 */
function focusField(field: string): void {
  const optionPrefix = 'customOptions.';
  const name = field.startsWith(optionPrefix) ? `custom-option-${field.slice(optionPrefix.length)}` : field;
  const element = document.getElementById(name) ?? document.getElementsByName(name)[0];
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * The server's own words when it refused the item for a reason a retry cannot mend (a 4xx: 'Unsupported
 * file type: logo.pdf', the 10 MB limit, a changed product; a 507: no room for uploads); undefined for a
 * lost connection or a server failure, where 'Please try again' is the right advice.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || !error.message) return undefined;
  const refused = (error.status >= 400 && error.status < 500) || error.status === 507;
  return refused ? error.message : undefined;
}

/**
 * Add to Cart and Order Now (docs/product/storefront.md#the-configurator): checks the design method and the
 * required options, sends the item with its files (reporting upload progress), then toasts or goes to /cart.
 * When a cart line is being changed (`editing`), the one action is 'update': the choices replace the line's
 * (PATCH /api/cart/:id, its files kept) and the customer goes back to the cart.
 */
export function useSubmitItem(
  configurator: Configurator,
  productId: number,
  productName: string,
  editing: CartItem | null = null,
) {
  const [showProblems, setShowProblems] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const addToCart = useAddToCart(setProgress);
  const updateLine = useUpdateCartLine();
  const navigate = useNavigate();
  const pending = addToCart.isPending || updateLine.isPending;

  async function saveLine(line: CartItem) {
    const { state, selection } = configurator;
    setIntent('update');
    try {
      await updateLine.mutateAsync({
        id: line.id,
        patch: {
          ...storedSelectionOf(selection),
          designMethod: state.designMethod,
          designNotes: state.designNotes.trim() || null,
        },
      });
      toast({ title: 'Cart updated', description: `${productName} has been updated.` });
      navigate('/cart');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: webMessages.error,
        description: updateRefusal(error) ?? webMessages.updateCartItem,
      });
    } finally {
      setIntent(null);
    }
  }

  async function submit(next: Intent) {
    if (pending) return;
    const { state, selection } = configurator;
    const optionProblems = configurator.problems();
    setShowProblems(true);
    const notice = designNotice(state, editing?.files.length ?? 0);
    if (notice) {
      toast({ variant: 'destructive', ...notice });
      return;
    }
    if (optionProblems.length > 0) {
      // Once the errors are beside their fields (the next frame), the first field takes the focus.
      const [first] = optionProblems;
      if (first) requestAnimationFrame(() => focusField(first.field));
      toast({
        variant: 'destructive',
        title: webMessages.chooseOptions,
        description: optionProblems.map((problem) => problem.message).join('. '),
      });
      return;
    }
    if (editing) {
      await saveLine(editing);
      return;
    }
    setIntent(next);
    setProgress(null);
    try {
      await addToCart.mutateAsync({
        productId,
        selection,
        designMethod: state.designMethod,
        designNotes: state.designNotes.trim(),
        files: state.files,
      });
      if (next === 'order') {
        navigate('/cart');
      } else {
        toast({ title: 'Added to Cart', description: `${productName} has been added to your cart.` });
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: webMessages.error,
        description:
          refusalReason(error) ??
          (next === 'order' ? webMessages.orderNowFailed : webMessages.addToCartFailed),
      });
    } finally {
      setIntent(null);
      setProgress(null);
    }
  }

  return {
    submit,
    pending,
    intent,
    progress,
    /** The option problems to show beside their fields, once the customer has tried to submit. */
    problems: showProblems ? configurator.problems() : [],
  };
}
