import { Plus, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { webMessages } from '#shared/errors';
import type { AdminReview } from '#shared/schemas/review';
import { type AdminProductChoice, AdminProductCombobox } from '#web/components/admin-product-combobox.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useAdminProductsById } from '#web/lib/admin-product-list.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { pageParam, parsePage, useClampedPage, useSearchParamsUpdate } from '#web/lib/page-param.ts';
import { useAdminReviews } from '../api/get-admin-reviews.ts';
import {
  type ReviewSave,
  useApproveReview,
  useCreateReview,
  useDeleteReview,
  useUpdateReview,
} from '../api/save-review.ts';
import { DeleteReviewDialog } from './delete-review-dialog.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewDialog } from './review-dialog.tsx';

/**
 * The admin's review toasts, word for word (docs/product/messages.md#admin-reviews) (the failures are in
 * shared/errors.ts).
 */
const reviewToasts = {
  added: 'Review added successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  approved: 'Review approved successfully',
} as const;

/** The server's reason for a refusal it explains (400, 404, 409, 413, 415), or null. */
function explained(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;
}

/** A failure toast; none for a 401, which sends the admin back to the login screen instead. */
function failureToast(title: string, error: unknown) {
  if (isUnauthorized(error)) return;
  const reason = explained(error);
  toast({ variant: 'destructive', title, ...(reason ? { description: reason } : {}) });
}

/** ?product=N filters the list; anything else shows every product's reviews. */
function productFilterOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

function ListSkeleton() {
  return (
    <LoadingSkeleton label="Loading reviews…" className="space-y-4">
      {[1, 2, 3].map((row) => (
        <div key={row} className="space-y-2 rounded-lg border border-slate-200 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </LoadingSkeleton>
  );
}

type Editing = { review: AdminReview | null } | null;

/**
 * The Reviews tab (docs/product/admin.md#reviews-tab): a product filter, the reviews with Approved/Pending
 * badges, and the add/edit dialog.
 */
export function ReviewsTab() {
  const id = useId();
  // ?product=N&page=P: the list lives in the URL.
  const [searchParams, updateParams] = useSearchParamsUpdate();
  const productId = productFilterOf(searchParams.get('product'));
  const page = parsePage(searchParams.get('page'));
  const reviews = useAdminReviews({ productId, page });
  const filtered = useAdminProductsById(productId === null ? [] : [productId]);
  const create = useCreateReview();
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const approve = useApproveReview();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const chooseProduct = (choice: AdminProductChoice | null) =>
    updateParams({ product: choice ? String(choice.id) : null, page: null });
  const setPage = (next: number) => updateParams({ page: pageParam(next) });
  useClampedPage(page, reviews.data?.pageCount, setPage);

  const openDialog = (review: AdminReview | null) => {
    setSaveError(null);
    setProgress(null);
    setEditing({ review });
  };

  const save = (save: Omit<ReviewSave, 'onProgress'>) => {
    const current = editing?.review ?? null;
    setSaveError(null);
    setProgress(save.files.length > 0 ? 0 : null);
    const handlers = {
      onSuccess: () => {
        setEditing(null);
        toast({ title: current ? reviewToasts.updated : reviewToasts.added });
      },
      onError: (error: Error) => {
        if (isUnauthorized(error)) return;
        setSaveError(explained(error) ?? `${webMessages.saveReviewFailed}. ${webMessages.tryAgain}`);
        failureToast(webMessages.saveReviewFailed, error);
      },
      onSettled: () => setProgress(null),
    };
    const withProgress = { ...save, onProgress: setProgress };
    if (current) update.mutate({ id: current.id, ...withProgress }, handlers);
    else create.mutate(withProgress, handlers);
  };

  const confirmDelete = (review: AdminReview) => {
    setDeleteError(null);
    remove.mutate(review.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: reviewToasts.deleted });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setDeleteError(explained(error) ?? `${webMessages.deleteReviewFailed}. ${webMessages.tryAgain}`);
        failureToast(webMessages.deleteReviewFailed, error);
      },
    });
  };

  const approveOne = (review: AdminReview) =>
    approve.mutate(review.id, {
      onSuccess: () => toast({ title: reviewToasts.approved }),
      onError: (error) => failureToast(webMessages.approveReviewFailed, error),
    });

  // The filtered product's name: from the slim list, or from its reviews while that loads.
  let filterProduct: AdminProductChoice | null = null;
  if (productId !== null) {
    const listed = filtered.data?.find((product) => product.id === productId);
    const reviewed = reviews.data?.reviews.find((review) => review.productId === productId);
    filterProduct = listed ?? {
      id: productId,
      name: reviewed?.productName ?? (filtered.isPending ? 'Loading…' : `Product #${productId}`),
      isArchived: false,
    };
  }

  let content: ReactNode;
  if (reviews.isPending) {
    content = <ListSkeleton />;
  } else if (reviews.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="font-semibold text-red-700">{reviews.error.message}</p>
        <Button variant="outline" onClick={() => reviews.refetch()} disabled={reviews.isFetching}>
          <RotateCw aria-hidden="true" className={reviews.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  } else if (reviews.data.reviews.length === 0) {
    content = (
      <p className="py-10 text-center text-slate-600">
        {productId === null ? 'No reviews yet.' : 'No reviews for this product.'}
      </p>
    );
  } else {
    content = (
      <ul aria-labelledby={`${id}-title`} className="space-y-3">
        {reviews.data.reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            approving={approve.isPending && approve.variables === review.id}
            onApprove={() => approveOne(review)}
            onEdit={() => openDialog(review)}
            onDelete={() => {
              setDeleteError(null);
              setDeleting(review);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id={`${id}-title`}>Reviews</CardTitle>
          <p className="text-sm text-slate-600">
            Approve customers' reviews before they appear on the product page, or add your own.
          </p>
        </div>
        <Button onClick={() => openDialog(null)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add Review
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-md">
          <FormField label="Filter by product">
            <AdminProductCombobox
              selected={filterProduct}
              emptyText="All products"
              noneLabel="All products"
              onSelect={chooseProduct}
            />
          </FormField>
          {filtered.isError ? (
            <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
              <span>{filtered.error.message}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => filtered.refetch()}
                disabled={filtered.isFetching}
              >
                Try Again
              </Button>
            </div>
          ) : null}
        </div>
        {content}
        {reviews.data && !reviews.isError ? (
          <Pagination
            label="Reviews pages"
            page={page}
            pageCount={reviews.data.pageCount}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
      <ReviewDialog
        open={editing !== null}
        review={editing?.review ?? null}
        defaultProduct={filterProduct}
        saving={create.isPending || update.isPending}
        progress={progress}
        serverError={saveError}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <DeleteReviewDialog
        review={deleting}
        deleting={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
