import type { z } from 'zod';
import type { CartItem, cartItemUpdateSchema } from '#shared/schemas/cart';
import { apiRequest, isApiError } from './api-client.ts';

/** What PATCH /api/cart/:id takes: the choices to change; the others, and the files, are kept. */
export type CartItemPatch = z.input<typeof cartItemUpdateSchema>;

/**
 * PATCH /api/cart/:id (docs/product/api.md), shared by the cart's quantity box and the configurator's
 * edit mode; the server checks and prices the line and answers it as GET /api/cart lists it.
 */
export function updateCartItem(id: number, patch: CartItemPatch): Promise<CartItem> {
  return apiRequest<CartItem>(`/api/cart/${id}`, { method: 'PATCH', body: patch });
}

/** The server's reason for refusing a change, without the field's name ('Ink Color is required'). */
export function updateRefusal(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const [first] = (error.issues ?? []) as { message?: unknown }[];
  return typeof first?.message === 'string' ? first.message : error.message;
}
