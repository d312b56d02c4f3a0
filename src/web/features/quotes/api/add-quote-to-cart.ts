import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignMethod } from '#shared/schemas/cart';
import { sendForm } from '#web/lib/send-form.ts';

/** What the quote page sends: the link's token and the design; the product, quantity and price are the quote's. */
export interface QuoteCartRequest {
  quoteToken: string;
  designMethod: DesignMethod;
  designNotes: string;
  files: readonly File[];
}

/** The multipart body of POST /api/cart for a quote: the text fields first, then the repeated `files`. */
function quoteCartFormData(request: QuoteCartRequest): FormData {
  const form = new FormData();
  form.set('quoteToken', request.quoteToken);
  form.set('designMethod', request.designMethod);
  form.set('designNotes', request.designNotes);
  for (const file of request.files) form.append('files', file, file.name);
  return form;
}

/** POST /api/cart with a quote (reporting upload progress), then the cart and its badge are read again. */
export function useAddQuoteToCart(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: QuoteCartRequest) =>
      sendForm('/api/cart', quoteCartFormData(request), onProgress ? { onProgress } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/cart'] }),
  });
}
