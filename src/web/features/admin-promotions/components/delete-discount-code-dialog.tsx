import type { DiscountCode } from '../../../../shared/schemas/promo.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';

export const deleteCodeConfirmation = 'Are you sure you want to delete this discount code?';

interface DeleteDiscountCodeDialogProps {
  code: DiscountCode | null;
  /** The code the promo banner advertises, to warn before deleting it. */
  bannerCode: string | null;
  deleting: boolean;
  onConfirm: (code: DiscountCode) => void;
  onClose: () => void;
}

/** Deleting asks first; orders that used the code keep it as text. */
export function DeleteDiscountCodeDialog({
  code,
  bannerCode,
  deleting,
  onConfirm,
  onClose,
}: DeleteDiscountCodeDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={code}
      title={(item) => `Delete “${item.code}”?`}
      description={() => `${deleteCodeConfirmation} Customers can no longer use it; past orders keep it.`}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(item) =>
        item.code === bannerCode ? (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            The promo banner advertises this code. Saving the banner settings again recreates it.
          </p>
        ) : null
      }
    </ConfirmDeleteDialog>
  );
}
