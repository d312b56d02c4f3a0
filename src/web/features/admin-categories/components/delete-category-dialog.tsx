import type { Category } from '../../../../shared/schemas/category.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

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
    <Dialog
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {category ? (
        <DialogContent
          role="alertdialog"
          title={`Delete “${category.name}”?`}
          description={`${deleteConfirmation} ${deleteConsequence}`}
        >
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deleting} onClick={() => onConfirm(category)}>
              {deleting ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
