import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { webMessages } from '#shared/errors';
import {
  type ReviewTextInput,
  reviewImageLimits,
  reviewTextInputSchema,
  reviewTextLimits,
} from '#shared/schemas/review';
import { ReviewImagesInput } from '#web/components/review-images-input.tsx';
import { StarRatingField } from '#web/components/star-rating-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useSubmitReview } from '../../api/submit-review.ts';

type ReviewTextValues = z.input<typeof reviewTextInputSchema>;

/** The server's own words for a refusal (400, 413, 415, 429); ours when there was no usable answer. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return webMessages.reviewSubmitFailed;
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
  const [files, setFiles] = useState<File[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitReview();
  const submitting = submit.isPending;
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ReviewTextValues, unknown, ReviewTextInput>({
    resolver: zodResolver(reviewTextInputSchema),
    defaultValues: { customerName: '', rating: 5, comment: '' },
  });

  useEffect(() => setFocus('customerName'), [setFocus]);

  const send = handleSubmit((input) => {
    if (submitting) return;
    setServerError(null);
    setProgress(files.length > 0 ? 0 : null);
    submit.mutate(
      { productId, input, files, onProgress: setProgress },
      {
        onSuccess: (message) => onSubmitted(message),
        onError: (error) => setServerError(failureMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  });

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
      <FormField label="Your name" error={errors.customerName?.message}>
        <Input
          autoComplete="name"
          maxLength={reviewTextLimits.customerName}
          disabled={submitting}
          {...register('customerName')}
        />
      </FormField>
      <StarRatingField control={control} name="rating" disabled={submitting} />
      <FormField label="Your review" error={errors.comment?.message}>
        <Textarea
          rows={4}
          maxLength={reviewTextLimits.comment}
          disabled={submitting}
          {...register('comment')}
        />
      </FormField>
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
      <FormAlert>{serverError}</FormAlert>
      <FormActions>
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <SubmitButton pending={submitting} pendingLabel="Submitting…">
          Submit Review
        </SubmitButton>
      </FormActions>
    </form>
  );
}
