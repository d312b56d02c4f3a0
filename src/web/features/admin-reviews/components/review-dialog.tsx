import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { type AdminReview, reviewImageLimits, reviewTextLimits } from '#shared/schemas/review';
import {
  type AdminProductChoice,
  AdminProductCombobox,
  isOpenCombobox,
} from '#web/components/admin-product-combobox.tsx';
import { ReviewImagesInput } from '#web/components/review-images-input.tsx';
import { StarRatingField } from '#web/components/star-rating-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ControlledDialog } from '#web/components/ui/dialog.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ReviewSave } from '../api/save-review.ts';
import {
  emptyReviewForm,
  type ReviewFormOutput,
  type ReviewFormValues,
  reviewFormSchema,
  reviewFormValues,
} from './review-form.ts';

interface ReviewFormProps {
  review: AdminReview | null;
  /** The product a new review starts with (the list's filter), or null. */
  defaultProduct: AdminProductChoice | null;
  saving: boolean;
  progress: number | null;
  serverError: string | null;
  onSave: (save: Omit<ReviewSave, 'onProgress'>) => void;
  onCancel: () => void;
}

function ReviewForm({
  review,
  defaultProduct,
  saving,
  progress,
  serverError,
  onSave,
  onCancel,
}: ReviewFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: review ? reviewFormValues(review) : emptyReviewForm(defaultProduct?.id ?? null),
  });
  // Before the fields below register, so a missing product is the first field the form focuses.
  const { field: productField } = useController({ control, name: 'productId' });
  // The chosen product's name for the field; the form holds its id.
  const [product, setProduct] = useState<AdminProductChoice | null>(
    review ? { id: review.productId, name: review.productName, isArchived: false } : defaultProduct,
  );

  const submit = handleSubmit(({ files, keptImages, ...input }) => {
    if (saving) return;
    onSave({ input, files, ...(review ? { keptImages } : {}) });
  });

  const files = watch('files');
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-busy={saving || undefined}>
      <FormField label="Product" error={errors.productId?.message}>
        <AdminProductCombobox
          ref={productField.ref}
          name={productField.name}
          required
          disabled={saving}
          selected={product}
          onBlur={productField.onBlur}
          onSelect={(choice) => {
            setProduct(choice);
            productField.onChange(choice ? String(choice.id) : '');
          }}
        />
      </FormField>
      <FormField label="Customer name" error={errors.customerName?.message}>
        <Input
          required
          autoComplete="off"
          maxLength={reviewTextLimits.customerName}
          disabled={saving}
          {...register('customerName')}
        />
      </FormField>
      <StarRatingField control={control} name="rating" disabled={saving} />
      <FormField label="Comment" error={errors.comment?.message}>
        <Textarea
          rows={4}
          required
          maxLength={reviewTextLimits.comment}
          disabled={saving}
          {...register('comment')}
        />
      </FormField>
      <ReviewImagesInput
        label="Review images"
        files={files}
        onFilesChange={(next) => setValue('files', next, { shouldDirty: true })}
        kept={watch('keptImages')}
        onKeptChange={(next) => setValue('keptImages', next, { shouldDirty: true })}
        max={reviewImageLimits.maxAdminFiles}
        disabled={saving}
      />
      {percent !== null && files.length > 0 ? (
        <div>
          <p className="text-sm text-slate-700">Uploading pictures… {percent}%</p>
          <progress
            className="mt-1 h-2 w-full accent-brand-600"
            max={100}
            value={percent}
            aria-label="Upload progress"
            aria-valuetext={`${percent}%`}
          />
        </div>
      ) : null}
      <FormAlert>{serverError}</FormAlert>
      <FormActions className="border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {review ? 'Update Review' : 'Create Review'}
        </SubmitButton>
      </FormActions>
    </form>
  );
}

interface ReviewDialogProps extends Omit<ReviewFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

/** The add/edit review dialog (docs/product/admin.md#reviews-tab). */
export function ReviewDialog({ open, onClose, review, ...props }: ReviewDialogProps) {
  return (
    <ControlledDialog
      open={open}
      onClose={onClose}
      title={review ? 'Edit Review' : 'Add Review'}
      className="max-w-xl"
      // Escape in the product search closes its list, not the dialog.
      onEscapeKeyDown={(event) => {
        if (isOpenCombobox(event.target)) event.preventDefault();
      }}
    >
      <ReviewForm review={review} onCancel={onClose} {...props} />
    </ControlledDialog>
  );
}
