import type { Category } from '#shared/schemas/category';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

const deleteConfirmation = 'Are you sure you want to delete this category?';
const deleteConsequence = 'Its products stay in the shop and become uncategorised.';

interface DeleteCategoryDialogProps {
  category: Category | null;
  deleting: boolean;
  onConfirm: (category: Category) => void;
  onClose: () => void;
}

/**
 * Deleting asks first (docs/product/admin.md#categories-tab); the products of the category are kept without a
 * category.
 */
export function DeleteCategoryDialog({ category, deleting, onConfirm, onClose }: DeleteCategoryDialogProps) {
  return (
    <ConfirmDialog
      open={category !== null}
      title={`Delete “${category?.name ?? ''}”?`}
      description={`${deleteConfirmation} ${deleteConsequence}`}
      pending={deleting}
      onConfirm={() => category && onConfirm(category)}
      onClose={onClose}
    />
  );
}
