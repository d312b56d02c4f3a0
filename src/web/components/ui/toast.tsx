import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { WithTooltip } from './tooltip.tsx';
import { dismissToast, type ToastVariant, useToast } from './use-toast.ts';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-hide data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-red-700 bg-red-600 text-white',
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * Default duration 5000 ms, swipe right past 50 px to dismiss, F8 focuses the viewport
 * (docs/product/messages.md#conventions).
 */
export const TOAST_DURATION_MS = 5000;

const notTyped = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'file',
  'image',
  'range',
  'color',
]);

/** An element the customer types into (or picks from, with a keyboard that may cover the screen). */
function isTypingField(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLInputElement) return !notTyped.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * Where toasts appear: at the bottom, unless the field being typed in is in the lower half of the screen
 * (a phone's checkout, the discount entry), where they would cover it; then at the top.
 */
export function toastEdgeFor(active: Element | null, viewportHeight: number): 'top' | 'bottom' {
  if (!isTypingField(active)) return 'bottom';
  const rect = active.getBoundingClientRect();
  return rect.top + rect.height / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

function useToastEdge(): 'top' | 'bottom' {
  const [edge, setEdge] = useState<'top' | 'bottom'>(() =>
    toastEdgeFor(document.activeElement, window.visualViewport?.height ?? window.innerHeight),
  );
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // After focus has settled (focusout fires before the next field has it).
      frame = requestAnimationFrame(() =>
        setEdge(toastEdgeFor(document.activeElement, window.visualViewport?.height ?? window.innerHeight)),
      );
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    window.addEventListener('scroll', update, { passive: true });
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener('scroll', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);
  return edge;
}

export function Toaster() {
  const { toasts } = useToast();
  const edge = useToastEdge();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          {...(item.duration === undefined ? {} : { duration: item.duration })}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? (
              <Toast.Description className="text-sm">{item.description}</Toast.Description>
            ) : null}
          </div>
          <WithTooltip label="Close notification">
            <Toast.Close
              aria-label="Close notification"
              className={cn(
                'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2',
                item.variant === 'destructive'
                  ? 'focus-visible:outline-white'
                  : 'focus-visible:outline-brand-500',
              )}
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </WithTooltip>
        </Toast.Root>
      ))}
      <Toast.Viewport
        data-edge={edge}
        className={cn(
          'fixed right-0 z-100 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
          edge === 'top' ? 'top-0' : 'bottom-0',
        )}
      />
    </Toast.Provider>
  );
}
