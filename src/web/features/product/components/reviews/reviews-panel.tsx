import { CircleCheck, MessageSquare, PenLine, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { reviewCountLabel, StarRating } from '#web/components/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProductReviews } from '../../api/get-reviews.ts';
import { ReviewItem } from './review-item.tsx';
import { WriteReviewForm } from './write-review-form.tsx';

interface ReviewsPanelProps {
  productId: number;
  averageRating: number | null;
  reviewCount: number;
}

function ReviewsSkeleton() {
  return (
    <LoadingSkeleton label="Loading reviews…" className="space-y-6">
      {[1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </LoadingSkeleton>
  );
}

/** The 'Write a review' area: closed (the button), the form, or the thanks once sent. */
type Writing = { state: 'closed' } | { state: 'open' } | { state: 'sent'; message: string };

function ReviewThanks({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mb-8 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-none"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

/**
 * The Reviews tab: a summary of the approved reviews and the list of them, newest first, and the
 * 'Write a review' form. A sent review waits for approval, so the list does not change.
 */
export function ReviewsPanel({ productId, averageRating, reviewCount }: ReviewsPanelProps) {
  const { data: reviews, isPending, isError, error, refetch, isFetching } = useProductReviews(productId);
  const [writing, setWriting] = useState<Writing>({ state: 'closed' });
  const writeButton = useRef<HTMLButtonElement>(null);
  const open = () => setWriting({ state: 'open' });
  const cancel = () => {
    setWriting({ state: 'closed' });
    // The button comes back on the next render; give it the focus the form had.
    requestAnimationFrame(() => writeButton.current?.focus());
  };

  let body: ReactNode;
  if (isPending) {
    body = <ReviewsSkeleton />;
  } else if (isError) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  } else if (reviews.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
        <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-medium text-slate-900">No reviews yet</p>
        <p className="mt-1 text-sm text-slate-600">
          Bought this product? Be the first to tell others what you thought of it.
        </p>
      </div>
    );
  } else {
    body = (
      <div className="divide-y divide-slate-200">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="reviews-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id="reviews-heading" className="text-xl font-bold text-slate-900">
            Customer Reviews
          </h3>
          {reviewCount > 0 && averageRating !== null ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
              <StarRating rating={averageRating} starClassName="size-5" />
              <span>
                <span className="font-semibold text-slate-900">{averageRating.toFixed(1)}</span> out of 5 ·{' '}
                {reviewCountLabel(reviewCount)}
              </span>
            </p>
          ) : null}
        </div>
        {writing.state === 'closed' ? (
          <Button ref={writeButton} onClick={open} className="w-full sm:w-auto">
            <PenLine aria-hidden="true" />
            {reviews?.length === 0 ? 'Write the first review' : 'Write a review'}
          </Button>
        ) : null}
      </div>
      {writing.state === 'open' ? (
        <WriteReviewForm
          productId={productId}
          onSubmitted={(message) => setWriting({ state: 'sent', message })}
          onCancel={cancel}
        />
      ) : writing.state === 'sent' ? (
        <ReviewThanks message={writing.message} />
      ) : null}
      {body}
    </section>
  );
}
