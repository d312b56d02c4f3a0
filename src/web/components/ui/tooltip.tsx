import {
  type CSSProperties,
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** SPEC: 'Tooltip default delay 700 ms'. */
const TOOLTIP_DELAY_MS = 700;
/** The gap between the control and its tooltip, and the tooltip's least distance from the screen's edges. */
const GAP_PX = 6;
const EDGE_PX = 8;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

interface WithTooltipProps {
  /** The words shown; the same as the control's accessible name (its aria-label). */
  label: string;
  /** One focusable element (a button, a link, a Radix trigger) that takes the tooltip's handlers. */
  children: ReactElement<TriggerProps>;
}

/** Whether the focus shows (a keyboard user's), as the browser decides for its focus ring. */
function focusIsVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a DOM without :focus-visible (jsdom)
  }
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The words in a dark bubble above the control (below it near the top of the screen), kept on screen. */
function TooltipBubble({ id, label, anchor }: { id: string; label: string; anchor: DOMRect }) {
  const bubble = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden', top: 0, left: 0 });
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const above = anchor.top - GAP_PX - height;
    const top = above >= EDGE_PX ? above : anchor.bottom + GAP_PX;
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.min(Math.max(EDGE_PX, centred), window.innerWidth - width - EDGE_PX);
    setStyle({ top, left });
  }, [anchor]);
  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={style}
      className="pointer-events-none fixed z-100 max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
    >
      {label}
    </div>
  );
}

/**
 * Names an icon-only control in a tooltip, as its aria-label names it to a screen reader: after 700 ms of
 * hovering with a mouse or pen (never on touch), and at once on keyboard focus; it closes when the pointer
 * leaves, on a press, on blur, on Escape and when the page scrolls. Focus put back on a control by a click
 * (a dialog closing) opens none.
 *
 * Our own rather than Radix Tooltip (decision 0026): Radix brings its positioning engine, about 19 KB of
 * gzipped script on every storefront page, past the home page's budget; one bubble above a button needs none.
 */
export function WithTooltip({ label, children }: WithTooltipProps) {
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);

  const show = useCallback(() => {
    if (trigger.current) setAnchor(trigger.current.getBoundingClientRect());
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setAnchor(null);
  }, []);

  useEffect(() => {
    if (!anchor) return;
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [anchor, hide]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const own = children.props;
  const triggerWithHandlers = cloneElement(children, {
    ref: (element: HTMLElement | null) => {
      trigger.current = element;
      setRef(own.ref, element);
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(show, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusIsVisible(event.currentTarget)) show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') hide();
    },
  });

  return (
    <>
      {triggerWithHandlers}
      {anchor ? createPortal(<TooltipBubble id={id} label={label} anchor={anchor} />, document.body) : null}
    </>
  );
}
