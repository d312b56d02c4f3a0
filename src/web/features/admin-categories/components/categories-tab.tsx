import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { webMessages } from '#shared/errors';
import type { Category, CategoryInput } from '#shared/schemas/category';
import { ListError } from '#web/components/list-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/save-category.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';

/**
 * A failure toast (docs/product/messages.md#admin-categories); a refusal the server explains (taken slug,
 * gone category) says why.
 */
function failureToast(title: string, error: unknown) {
  const explained = isApiError(error) && [400, 404, 409].includes(error.status);
  toast({ variant: 'destructive', title, ...(explained ? { description: error.message } : {}) });
}

function OptionChips({ category }: { category: Category }) {
  const options = category.options.customOptions;
  if (options.length === 0) return null;
  return (
    <ul aria-label={`Custom options of ${category.name}`} className="mt-2 flex flex-wrap gap-1.5">
      {options.map((option) => (
        <li key={option.id}>
          <Badge tone="info" data-testid="option-chip">
            {option.name}
            {option.required ? (
              <>
                <span aria-hidden="true">*</span>
                <span className="sr-only"> (required)</span>
              </>
            ) : null}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      data-testid="category-row"
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{category.name}</h3>
        <p className="text-sm break-all text-slate-500">/{category.slug}</p>
        {category.description ? (
          <p className="mt-1 text-sm break-words text-slate-700">{category.description}</p>
        ) : null}
        <OptionChips category={category} />
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${category.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${category.name}`}>
          <Trash2 aria-hidden="true" className="text-red-600" />
          Delete
        </Button>
      </div>
    </li>
  );
}

type Editing = { category: Category | null } | null;

/**
 * The Categories tab (docs/product/admin.md#categories-tab): the list with option chips, the add/edit dialog
 * and delete with a confirmation.
 */
export function CategoriesTab() {
  const id = useId();
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const save = (input: CategoryInput) => {
    const current = editing?.category ?? null;
    if (current) {
      update.mutate(
        { id: current.id, input },
        {
          onSuccess: () => {
            setEditing(null);
            toast({ title: 'Category updated successfully' });
          },
          onError: (error) => failureToast(webMessages.updateCategoryFailed, error),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          setEditing(null);
          toast({ title: 'Category created successfully' });
        },
        onError: (error) => failureToast(webMessages.createCategoryFailed, error),
      });
    }
  };

  const confirmDelete = (category: Category) =>
    remove.mutate(category.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Category deleted successfully' });
      },
      onError: (error) => failureToast(webMessages.deleteCategoryFailed, error),
    });

  let content: ReactNode;
  if (categories.isPending) {
    content = (
      <LoadingSkeleton
        label="Loading categories…"
        rows={3}
        rowClassName="h-16 w-full"
        className="space-y-4 py-4"
      />
    );
  } else if (categories.isError) {
    content = (
      <ListError
        message={categories.error.message}
        onRetry={() => categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0) {
    content = <p className="py-10 text-center text-slate-600">No categories yet.</p>;
  } else {
    content = (
      <ul aria-labelledby={`${id}-title`} className="divide-y divide-slate-200">
        {categories.data.map((category) => (
          <CategoryRow
            key={category.id}
            category={category}
            onEdit={() => setEditing({ category })}
            onDelete={() => setDeleting(category)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id={`${id}-title`}>Categories</CardTitle>
          <p className="text-sm text-slate-600">Group products and give them shared custom options.</p>
        </div>
        <Button onClick={() => setEditing({ category: null })} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <CategoryDialog
        open={editing !== null}
        category={editing?.category ?? null}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog
        category={deleting}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
