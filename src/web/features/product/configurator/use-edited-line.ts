import { useSearchParams } from 'react-router';
import type { CartItem } from '#shared/schemas/cart';
import { useIsHydrating } from '#web/lib/hydration.ts';
import { useCartLine } from '../api/get-cart-line.ts';

export type EditedLine =
  | { status: 'none' }
  | { status: 'loading' }
  /** The link named a line this cart no longer has (or one of another product). */
  | { status: 'missing' }
  | { status: 'ready'; line: CartItem };

/** The cart line id in `?edit=`, or null. */
function editParam(params: URLSearchParams): number | null {
  const text = params.get('edit');
  return text && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * The cart line the product page edits (the cart's 'Change options': `/products/{slug}?edit={lineId}`).
 * Read once the page is hydrated: the server's cached HTML is the plain product page, whatever the query.
 */
export function useEditedLine(productId: number): EditedLine {
  const [params] = useSearchParams();
  const hydrating = useIsHydrating();
  const id = hydrating ? null : editParam(params);
  const cart = useCartLine(id);
  if (id === null) return { status: 'none' };
  if (cart.isPending) return { status: 'loading' };
  const line = cart.data;
  return line && line.productId === productId ? { status: 'ready', line } : { status: 'missing' };
}
