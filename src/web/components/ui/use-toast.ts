import { type ReactNode, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the provider's 5000 ms when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/**
 * At most one toast at a time; a new toast replaces the one on screen (docs/product/messages.md#conventions).
 */
const TOAST_LIMIT = 1;
/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

/** Closes one toast (or all when no id is given) and unmounts it after its exit animation. */
export function dismissToast(id?: string): void {
  const closing = (item: ToastItem) => id === undefined || item.id === id;
  setToasts(toasts.map((item) => (closing(item) ? { ...item, open: false } : item)));
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.open || !closing(item)));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast; callable from anywhere (event handlers, mutation callbacks). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Removes every toast at once; for tests. */
export function clearToasts(): void {
  setToasts([]);
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
