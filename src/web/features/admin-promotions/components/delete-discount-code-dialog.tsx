import type { DiscountCode } from '#shared/schemas/promo';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

const deleteCodeConfirmation = 'Are you sure you want to delete this discount code?';
export const advertisedCodeNote =
  'The promo banner advertises this code, so it stays until you switch the banner off or give it another code.';

interface DeleteDiscountCodeDialogProps {
  code: DiscountCode | null;
  /** The code the promo banner shows now: the server refuses to delete it, so the dialog says why. */
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
    <ConfirmDialog
      open={code !== null}
      title={`Delete “${code?.code ?? ''}”?`}
      description={`${deleteCodeConfirmation} Customers can no longer use it; past orders keep it.`}
      pending={deleting}
      onConfirm={() => code && onConfirm(code)}
      onClose={onClose}
    >
      {code && code.code === bannerCode ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{advertisedCodeNote}</p>
      ) : null}
    </ConfirmDialog>
  );
}
