import type { AdminReview } from '#shared/schemas/review';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

const deleteReviewConfirmation = 'Are you sure you want to delete this review?';

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
    <ConfirmDialog
      open={review !== null}
      title="Delete review?"
      description={
        review
          ? `${deleteReviewConfirmation} The review by ${review.customerName} on ${review.productName} and its pictures will be removed. This cannot be undone.`
          : ''
      }
      pending={deleting}
      error={error}
      onConfirm={() => review && onConfirm(review)}
      onClose={onClose}
    />
  );
}
