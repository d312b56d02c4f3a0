import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

export interface AdminTab {
  /** The URL segment: /admin/{id}. */
  id: string;
  label: string;
}

/**
 * The dashboard's tabs, in order (docs/product/admin.md#access). Settings exists (/admin/settings) but is not
 * listed.
 */
export const adminTabs: readonly AdminTab[] = [
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

/** Real links styled as tabs: each section has its own URL, the current one is marked aria-current. */
export function AdminTabNav({ current }: { current: string }) {
  return (
    <nav aria-label="Admin sections" className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex overflow-x-auto sm:gap-1">
        {adminTabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={`/admin/${tab.id}`}
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
