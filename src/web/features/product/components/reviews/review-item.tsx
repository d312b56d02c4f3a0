import type { Review } from '#shared/schemas/review';
import { StarRating } from '#web/components/star-rating.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function ReviewImage({
  url,
  index,
  total,
  customerName,
}: {
  url: string;
  index: number;
  total: number;
  customerName: string;
}) {
  const label = `Photo ${index + 1} of ${total} from ${customerName}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`View ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          className="block size-20 overflow-hidden rounded-md border border-slate-200 bg-slate-100 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <img
            src={url}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </button>
      </DialogTrigger>
      <DialogContent title={label} className="max-w-3xl">
        <img
          src={url}
          alt={label}
          width={1200}
          height={900}
          decoding="async"
          className="mt-4 h-auto max-h-[75dvh] w-full rounded-lg object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}

/** One approved review: who, how many stars, when, what they said and their photos. */
export function ReviewItem({ review }: { review: Review }) {
  const date = formatReviewDate(review.createdAt);
  return (
    <article className="py-6 first:pt-0 last:pb-0">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 className="font-semibold text-slate-900">{review.customerName}</h4>
        <StarRating rating={review.rating} />
        {date ? (
          <time dateTime={review.createdAt} className="text-sm text-slate-500">
            {date}
          </time>
        ) : null}
      </header>
      <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>
      {review.reviewImages.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${review.customerName}`}>
          {review.reviewImages.map((url, index) => (
            <li key={url}>
              <ReviewImage
                url={url}
                index={index}
                total={review.reviewImages.length}
                customerName={review.customerName}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
