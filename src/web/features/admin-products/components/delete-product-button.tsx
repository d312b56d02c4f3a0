import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { webMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDeleteProduct } from '../api/save-product.ts';

/** Deletes a product after a confirmation; a product with orders is refused (409) with the server's advice. */
export function DeleteProductButton({ product, onDeleted }: { product: Product; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteProduct();
  const confirm = () => {
    setError(null);
    mutation.mutate(product.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Product deleted', description: `${product.name} has been deleted.` });
        onDeleted();
      },
      onError: (failure) => {
        if (isUnauthorized(failure)) return;
        setError(
          isApiError(failure) && failure.status === 409 ? failure.message : webMessages.deleteProductFailed,
        );
      },
    });
  };
  return (
    <>
      <Button
        variant="outline"
        className="text-red-700"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete Product
      </Button>
      <ConfirmDialog
        role="dialog"
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this product?"
        description={`“${product.name}” will be removed from the shop for good. This cannot be undone.`}
        onConfirm={confirm}
        pending={mutation.isPending}
        error={error}
      />
    </>
  );
}
