import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  reviewImageLimits,
  reviewTextInputSchema,
  reviewTextLimits,
} from '../../../../../shared/schemas/review.ts';
import { ReviewImagesInput } from '../../../../components/review-images-input.tsx';
import { StarRatingInput } from '../../../../components/star-rating-input.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { reviewSubmitFailedMessage, useSubmitReview } from '../../api/submit-review.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-600 disabled:bg-slate-50';

type Field = 'customerName' | 'rating' | 'comment';
type Errors = Partial<Record<Field, string>>;
const fieldOrder: readonly Field[] = ['customerName', 'rating', 'comment'];

/** The server's own words for a refusal (400, 413, 415, 429); ours when there was no usable answer. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return reviewSubmitFailedMessage;
}

interface WriteReviewFormProps {
  productId: number;
  /** The server's thanks message; the review waits for approval, so the list stays as it is. */
  onSubmitted: (message: string) => void;
  onCancel: () => void;
}

/** 'Write a review': name, stars (default 5), comment and up to three pictures, sent for approval. */
export function WriteReviewForm({ productId, onSubmitted, onCancel }: WriteReviewFormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [customerName, setCustomerName] = useState('');
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitReview();
  const submitting = submit.isPending;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = reviewTextInputSchema.safeParse({ customerName, rating, comment });
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (fieldOrder as readonly string[]).includes(field)) {
          next[field as Field] ??= issue.message;
        }
      }
      setErrors(next);
      const first = fieldOrder.find((field) => next[field]);
      if (first === 'rating')
        document.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-rating`)} input`)?.focus();
      else if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setServerError(null);
    setProgress(files.length > 0 ? 0 : null);
    submit.mutate(
      { productId, input: result.data, files, onProgress: setProgress },
      {
        onSuccess: (message) => onSubmitted(message),
        onError: (error) => setServerError(failureMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form
      noValidate
      onSubmit={send}
      aria-labelledby={`${id}-title`}
      aria-busy={submitting || undefined}
      className="mb-8 space-y-5 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <div>
        <h4 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Write a review
        </h4>
        <p className="mt-1 text-sm text-slate-600">
          Reviews appear on this page once our team has checked them.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-customerName`} className="block text-sm font-medium text-slate-900">
          Your name
        </label>
        <input
          ref={nameRef}
          id={`${id}-customerName`}
          className={inputClass}
          value={customerName}
          autoComplete="name"
          maxLength={reviewTextLimits.customerName}
          disabled={submitting}
          aria-invalid={errors.customerName ? true : undefined}
          aria-describedby={describedBy('customerName')}
          onChange={(event) => setCustomerName(event.target.value)}
        />
        {errors.customerName ? (
          <p id={`${id}-customerName-error`} className="mt-1 text-sm text-red-700">
            {errors.customerName}
          </p>
        ) : null}
      </div>
      <div id={`${id}-rating`}>
        <StarRatingInput value={rating} onChange={setRating} error={errors.rating} disabled={submitting} />
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-900">
          Your review
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          className={`${inputClass} resize-y`}
          value={comment}
          maxLength={reviewTextLimits.comment}
          disabled={submitting}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment')}
          onChange={(event) => setComment(event.target.value)}
        />
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="mt-1 text-sm text-red-700">
            {errors.comment}
          </p>
        ) : null}
      </div>
      <ReviewImagesInput
        label="Photos"
        files={files}
        onFilesChange={setFiles}
        max={reviewImageLimits.maxCustomerFiles}
        disabled={submitting}
      />
      {percent !== null ? (
        <progress
          className="h-2 w-full accent-brand-600"
          max={100}
          value={percent}
          aria-label="Upload progress"
          aria-valuetext={`${percent}%`}
        />
      ) : null}
      {serverError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? 'Submitting…' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
