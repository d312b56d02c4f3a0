import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Product } from '#shared/schemas/product';
import { type AdminReview, reviewImageLimits, reviewTextLimits } from '#shared/schemas/review';
import { ReviewImagesInput } from '#web/components/review-images-input.tsx';
import { StarRatingField } from '#web/components/star-rating-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ControlledDialog } from '#web/components/ui/dialog.tsx';
import { FormActions, FormAlert, FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ReviewSave } from '../api/save-review.ts';
import {
  emptyReviewForm,
  type ReviewFormOutput,
  type ReviewFormValues,
  reviewFormSchema,
  reviewFormValues,
} from './review-form.ts';

export function productOptionLabel(product: Pick<Product, 'name' | 'isArchived'>): string {
  return product.isArchived ? `${product.name} (archived)` : product.name;
}

interface ReviewFormProps {
  review: AdminReview | null;
  products: Product[] | undefined;
  defaultProductId: number | null;
  saving: boolean;
  progress: number | null;
  serverError: string | null;
  onSave: (save: Omit<ReviewSave, 'onProgress'>) => void;
  onCancel: () => void;
}

function ReviewForm({
  review,
  products,
  defaultProductId,
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
    defaultValues: review ? reviewFormValues(review) : emptyReviewForm(defaultProductId),
  });

  const submit = handleSubmit(({ files, keptImages, ...input }) => {
    if (saving) return;
    onSave({ input, files, ...(review ? { keptImages } : {}) });
  });

  const productId = String(watch('productId'));
  const files = watch('files');
  const list = products ?? [];
  const listed = list.some((product) => String(product.id) === productId);
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-busy={saving || undefined}>
      <FormField label="Product" error={errors.productId?.message}>
        <Select required disabled={saving} {...register('productId')}>
          <option value="">{products ? 'Choose a product…' : 'Loading products…'}</option>
          {!listed && review && productId === String(review.productId) ? (
            <option value={productId}>{review.productName}</option>
          ) : null}
          {list.map((product) => (
            <option key={product.id} value={String(product.id)}>
              {productOptionLabel(product)}
            </option>
          ))}
        </Select>
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
    >
      <ReviewForm review={review} onCancel={onClose} {...props} />
    </ControlledDialog>
  );
}
