import { type FormEvent, useId, useState } from 'react';
import type { Product } from '../../../../shared/schemas/product.ts';
import { type AdminReview, reviewImageLimits, reviewTextLimits } from '../../../../shared/schemas/review.ts';
import { ReviewImagesInput } from '../../../components/review-images-input.tsx';
import { StarRatingInput } from '../../../components/star-rating-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { ReviewSave } from '../api/save-review.ts';
import {
  draftOf,
  emptyDraft,
  type ReviewDraft,
  type ReviewFormErrors,
  reviewFieldOrder,
  validateDraft,
} from './review-form.ts';

export const inputClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-invalid:border-red-600 disabled:bg-slate-50';
const labelClass = 'block text-sm font-medium text-slate-800';
const errorClass = 'mt-1 text-sm text-red-700';

export function productOptionLabel(product: Pick<Product, 'name' | 'isArchived'>): string {
  return product.isArchived ? `${product.name} (archived)` : product.name;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={errorClass}>
      {message}
    </p>
  );
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
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(() =>
    review ? draftOf(review) : emptyDraft(defaultProductId),
  );
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validateDraft(draft);
    setErrors(result.errors);
    if (result.input) {
      onSave({
        input: result.input,
        files: draft.files,
        ...(review ? { keptImages: draft.keptImages } : {}),
      });
      return;
    }
    const first = reviewFieldOrder.find((field) => result.errors[field]);
    if (first === 'rating') {
      document.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-rating`)} input`)?.focus();
    } else if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
    }
  };

  const list = products ?? [];
  const listed = list.some((product) => String(product.id) === draft.productId);
  const describedBy = (field: string, extra?: string) =>
    [extra, errors[field as keyof ReviewFormErrors] ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-busy={saving || undefined}>
      <div>
        <label htmlFor={`${id}-productId`} className={labelClass}>
          Product
        </label>
        <select
          id={`${id}-productId`}
          className={`${inputClass} mt-1 h-10 py-0`}
          value={draft.productId}
          required
          disabled={saving}
          aria-invalid={errors.productId ? true : undefined}
          aria-describedby={describedBy('productId')}
          onChange={(event) => set('productId', event.target.value)}
        >
          <option value="">{products ? 'Choose a product…' : 'Loading products…'}</option>
          {!listed && review && draft.productId === String(review.productId) ? (
            <option value={draft.productId}>{review.productName}</option>
          ) : null}
          {list.map((product) => (
            <option key={product.id} value={String(product.id)}>
              {productOptionLabel(product)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-productId-error`} message={errors.productId} />
      </div>
      <div>
        <label htmlFor={`${id}-customerName`} className={labelClass}>
          Customer name
        </label>
        <input
          id={`${id}-customerName`}
          className={`${inputClass} mt-1`}
          value={draft.customerName}
          required
          autoComplete="off"
          maxLength={reviewTextLimits.customerName}
          disabled={saving}
          aria-invalid={errors.customerName ? true : undefined}
          aria-describedby={describedBy('customerName')}
          onChange={(event) => set('customerName', event.target.value)}
        />
        <FieldError id={`${id}-customerName-error`} message={errors.customerName} />
      </div>
      <div id={`${id}-rating`}>
        <StarRatingInput
          value={draft.rating}
          onChange={(rating) => set('rating', rating)}
          error={errors.rating}
          disabled={saving}
        />
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className={labelClass}>
          Comment
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          className={`${inputClass} mt-1 resize-y`}
          value={draft.comment}
          required
          maxLength={reviewTextLimits.comment}
          disabled={saving}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment')}
          onChange={(event) => set('comment', event.target.value)}
        />
        <FieldError id={`${id}-comment-error`} message={errors.comment} />
      </div>
      <ReviewImagesInput
        label="Review images"
        files={draft.files}
        onFilesChange={(files) => set('files', files)}
        kept={draft.keptImages}
        onKeptChange={(keptImages) => set('keptImages', keptImages)}
        max={reviewImageLimits.maxAdminFiles}
        disabled={saving}
      />
      {percent !== null && draft.files.length > 0 ? (
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
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : review ? 'Update Review' : 'Create Review'}
        </Button>
      </div>
    </form>
  );
}

interface ReviewDialogProps extends Omit<ReviewFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2/§5: the add/edit review dialog. */
export function ReviewDialog({ open, onClose, review, ...props }: ReviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? (
        <DialogContent title={review ? 'Edit Review' : 'Add Review'} className="max-w-xl">
          <ReviewForm review={review} onCancel={onClose} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
