import type { AdminReview } from '../../../../shared/schemas/review.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';

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
    <ConfirmDeleteDialog
      item={review}
      title={() => 'Delete review?'}
      description={(item) =>
        `${deleteReviewConfirmation} The review by ${item.customerName} on ${item.productName} and its pictures will be removed. This cannot be undone.`
      }
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {() =>
        error ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null
      }
    </ConfirmDeleteDialog>
  );
}
