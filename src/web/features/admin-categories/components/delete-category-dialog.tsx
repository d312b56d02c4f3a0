import type { Category } from '../../../../shared/schemas/category.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';

export const deleteConfirmation = 'Are you sure you want to delete this category?';
export const deleteConsequence = 'Its products stay in the shop and become uncategorised.';

interface DeleteCategoryDialogProps {
  category: Category | null;
  deleting: boolean;
  onConfirm: (category: Category) => void;
  onClose: () => void;
}

/** SPEC §2: deleting asks first; the products of the category are kept without a category. */
export function DeleteCategoryDialog({ category, deleting, onConfirm, onClose }: DeleteCategoryDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={category}
      title={(item) => `Delete “${item.name}”?`}
      description={() => `${deleteConfirmation} ${deleteConsequence}`}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
