import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

interface AdminTab {
  /** The URL segment: /admin/{id}. */
  id: string;
  label: string;
}

/**
 * The dashboard's tabs, in order (docs/product/admin.md#access). Settings exists (/admin/settings) but is not
 * listed.
 */
const adminTabs: readonly AdminTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'orders', label: 'Orders' },
  { id: 'production', label: 'Production' },
  { id: 'products', label: 'Products' },
  { id: 'categories', label: 'Categories' },
  { id: 'promotions', label: 'Promotions' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'messages', label: 'Messages' },
];

export const defaultAdminTab = 'overview';
export const settingsMessage = 'Settings panel coming soon...';

/** Whether a row that scrolls sideways has more to show to the left and to the right. */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) => (now.left === left && now.right === right ? now : { left, right }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * Real links styled as tabs: each section has its own URL, the current one is marked aria-current. On a
 * narrow screen the row scrolls sideways: the current tab is scrolled into view, and a fade with an arrow at
 * either end shows there is more
 * (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders).
 */
export function AdminTabNav({ current }: { current: string }) {
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list);

  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>(`[data-tab="${current}"]`);
    const row = list.current;
    if (!active || !row) return;
    // Only the row scrolls (scrollIntoView would move the page too).
    const start = active.offsetLeft - row.offsetLeft;
    if (start < row.scrollLeft || start + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, start - 24);
    }
  }, [current]);

  return (
    <nav aria-label="Admin sections" className="relative mt-6 border-b border-slate-200">
      <ul ref={list} className="-mb-px flex overflow-x-auto [scrollbar-width:none] sm:gap-1">
        {adminTabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={`/admin/${tab.id}`}
                data-tab={tab.id}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-t-md px-3 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors sm:px-5 sm:text-base',
                  'hover:bg-slate-100 hover:text-slate-900',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                  active && 'text-brand-700 shadow-[inset_0_-3px_0_0_var(--color-brand-600)]',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {edges.left ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-left"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center bg-gradient-to-r from-slate-50 to-transparent"
        >
          <ChevronLeft className="size-4 text-slate-500" />
        </span>
      ) : null}
      {edges.right ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-right"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-slate-50 to-transparent"
        >
          <ChevronRight className="size-4 text-slate-500" />
        </span>
      ) : null}
    </nav>
  );
}

/** A short, honest panel for a section that has no screen (yet, or at all). */
export function NoticePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardContent className="py-12 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <div className="mt-2 text-slate-600">{children}</div>
      </CardContent>
    </Card>
  );
}
