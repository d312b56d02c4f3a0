import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; also the accessible description. */
  description?: ReactNode;
  /** Hide the title visually (it stays the accessible name), e.g. for a full-screen viewer. */
  hideTitle?: boolean;
  /** Class of the dark backdrop. */
  overlayClassName?: string;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns to the
 * trigger. Centered card by default; pass className to change its size (e.g. a full-screen viewer).
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  className,
  overlayClassName,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-slate-950/70', overlayClassName)} />
      <DialogPrimitive.Content
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title
          className={cn('pr-8 text-xl font-semibold text-slate-900', hideTitle && 'sr-only')}
        >
          {title}
        </DialogPrimitive.Title>
        {description === undefined ? null : (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

interface ControlledDialogProps extends DialogContentProps {
  open: boolean;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
}

/**
 * A dialog opened by state (no trigger): its content is mounted only while open, so a form in it starts
 * afresh each time.
 */
export function ControlledDialog({ open, onClose, children, ...content }: ControlledDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <DialogContent {...content}>{children}</DialogContent> : null}
    </Dialog>
  );
}
