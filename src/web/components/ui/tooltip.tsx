import { Tooltip } from 'radix-ui';
import type { FocusEvent, ReactElement } from 'react';

/** SPEC: 'Tooltip default delay 700 ms'. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A tooltip opens on focus only when the focus shows (a keyboard user's): focus put back on a control after
 * a dialog closed by a click, or moved by the page, opens none. (Preventing the event stops Radix's own
 * handler.)
 */
function onlyKeyboardFocus(event: FocusEvent<HTMLElement>) {
  let visible = true;
  try {
    visible = event.currentTarget.matches(':focus-visible');
  } catch {
    // A DOM without :focus-visible (jsdom): open as Radix would.
  }
  if (!visible) event.preventDefault();
}

interface WithTooltipProps {
  /** The words shown; the same as the control's accessible name (its aria-label). */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** One focusable element (a button, a link) that takes the tooltip's trigger props. */
  children: ReactElement;
}

/**
 * Names an icon-only control on hover (after 700 ms) and on keyboard focus, as its aria-label names it to
 * a screen reader. Each tooltip carries its own provider, so a component can be used (and tested) alone.
 * Not for a dialog's close button: the dialog focuses it on opening, and its tooltip would take the first
 * Escape meant for the dialog.
 */
export function WithTooltip({ label, side = 'top', children }: WithTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild onFocus={onlyKeyboardFocus}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-100 max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
          >
            {label}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
