import { Check, Pencil, Trash2 } from 'lucide-react';
import type { AdminReview } from '#shared/schemas/review';
import { StarRating } from '#web/components/star-rating.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

interface ReviewCardProps {
  review: AdminReview;
  approving: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One review in the admin list: who, which product, stars, status, comment, pictures and the actions. */
export function ReviewCard({ review, approving, onApprove, onEdit, onDelete }: ReviewCardProps) {
  const date = formatDate(review.createdAt);
  const who = review.customerName;
  return (
    <li
      data-testid="review-card"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 md:flex-row md:items-start md:justify-between"
    >
      <article className="min-w-0 flex-1" aria-label={`Review by ${who}`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{who}</h3>
          {review.isApproved ? <Badge tone="success">Approved</Badge> : <Badge tone="warning">Pending</Badge>}
        </div>
        <p className="text-sm break-words text-slate-600">{review.productName}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          {date ? (
            <time dateTime={review.createdAt} className="text-sm text-slate-500">
              {date}
            </time>
          ) : null}
        </div>
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
        {review.reviewImages.length > 0 ? (
          <ul aria-label={`Pictures from ${who}`} className="mt-3 flex flex-wrap gap-2">
            {review.reviewImages.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Open picture ${index + 1} of ${review.reviewImages.length} from ${who}`}
                  className="block size-16 overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <img
                    src={url}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <div className="flex shrink-0 flex-wrap gap-2">
        {review.isApproved ? null : (
          <Button size="sm" onClick={onApprove} disabled={approving} aria-label={`Approve review by ${who}`}>
            <Check aria-hidden="true" />
            {approving ? 'Approving…' : 'Approve'}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit review by ${who}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete review by ${who}`}>
          <Trash2 aria-hidden="true" className="text-red-600" />
          Delete
        </Button>
      </div>
    </li>
  );
}
