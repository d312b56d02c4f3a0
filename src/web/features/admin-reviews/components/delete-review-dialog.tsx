import type { AdminReview } from '../../../../shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

export const deleteReviewConfirmation = 'Are you sure you want to delete this review?';

interface DeleteReviewDialogProps {
  review: AdminReview | null;
  deleting: boolean;
  error: string | null;
  onConfirm: (review: AdminReview) => void;
  onClose: () => void;
}

/** Deleting a review asks first; it also leaves the product page, and its pictures are removed. */
export function DeleteReviewDialog({ review, deleting, error, onConfirm, onClose }: DeleteReviewDialogProps) {
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {review ? (
        <DialogContent
          role="alertdialog"
          title="Delete review?"
          description={`${deleteReviewConfirmation} The review by ${review.customerName} on ${review.productName} and its pictures will be removed. This cannot be undone.`}
        >
          {error ? (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deleting} onClick={() => onConfirm(review)}>
              {deleting ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
