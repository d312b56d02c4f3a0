import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ControlledDialog } from './dialog.tsx';
import { FormActions, FormAlert } from './form-field.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or the close button. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  /** The confirming (destructive) button's text. */
  confirmLabel?: string;
  /** Its text while `pending`. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** The confirmed request runs: the confirming button is disabled and says so. */
  pending?: boolean;
  /** Why the request was refused (e.g. the server's 409), shown as an alert in the dialog. */
  error?: string | null | undefined;
  /** Extra lines between the description and the buttons (e.g. a warning). */
  children?: ReactNode;
  /** 'alertdialog' (an interrupting question) unless the question is part of a flow, like leaving a page. */
  role?: 'alertdialog' | 'dialog';
  /** 'default' for a step that commits rather than destroys (approving a proof). */
  confirmVariant?: 'destructive' | 'default';
}

/**
 * Asks before a destructive or binding step (deleting, discarding changes, clearing the cart, approving a
 * proof). Cancel has the focus, so Enter never destroys or commits by accident.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  onConfirm,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting…',
  cancelLabel = 'Cancel',
  pending = false,
  error = null,
  children,
  role = 'alertdialog',
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  return (
    <ControlledDialog open={open} onClose={onClose} role={role} title={title} description={description}>
      {children}
      <FormAlert className="mt-4">{error}</FormAlert>
      <FormActions className="mt-6">
        <Button variant="outline" onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
        >
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </FormActions>
    </ControlledDialog>
  );
}
