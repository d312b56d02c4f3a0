import type { DiscountCode } from '../../../../shared/schemas/promo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

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
  const advertised = code !== null && bannerCode !== null && code.code === bannerCode;
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {code ? (
        <DialogContent
          role="alertdialog"
          title={`Delete “${code.code}”?`}
          description={`${deleteCodeConfirmation} Customers can no longer use it; past orders keep it.`}
        >
          {advertised ? (
            <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              The promo banner advertises this code. Saving the banner settings again recreates it.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deleting} onClick={() => onConfirm(code)}>
              {deleting ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
