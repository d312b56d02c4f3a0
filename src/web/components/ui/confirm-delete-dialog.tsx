import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

interface ConfirmDeleteDialogProps<T> {
  /** What is about to be deleted; null keeps the dialog closed. */
  item: T | null;
  title: (item: T) => string;
  description: (item: T) => string;
  deleting: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
  /** Extra lines between the description and the buttons (a warning, the server's refusal). */
  children?: (item: T) => ReactNode;
}

/** Asks before deleting: Cancel has the focus, Delete is disabled while the request runs. */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  description,
  deleting,
  onConfirm,
  onClose,
  children,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {item !== null ? (
        <DialogContent role="alertdialog" title={title(item)} description={description(item)}>
          {children?.(item)}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deleting} onClick={() => onConfirm(item)}>
              {deleting ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
