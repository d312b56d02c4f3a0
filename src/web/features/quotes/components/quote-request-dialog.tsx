import type { RefObject } from 'react';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { QuoteRequestForm } from './quote-request-form.tsx';

interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; it gets the focus back on closing (there is no Dialog.Trigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The 'Get Free Quote' dialog; loaded on demand so the form code stays out of the home page's first load. */
export function QuoteRequestDialog({ open, onOpenChange, returnFocusRef }: QuoteRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Get a Free Quote"
        description="Tell us what you need and we'll reply with a price within one business day."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <QuoteRequestForm onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
