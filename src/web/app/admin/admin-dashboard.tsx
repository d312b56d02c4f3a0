import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AdminMe } from '#shared/schemas/admin';
import { LogoutButton } from '#web/features/admin-auth/components/logout-button.tsx';
import { CategoriesTab } from '#web/features/admin-categories/components/categories-tab.tsx';
import { MessagesTab } from '#web/features/admin-messages/components/messages-tab.tsx';
import { OrdersTab } from '#web/features/admin-orders/components/orders-tab.tsx';
import { ProductionQueueCard } from '#web/features/admin-orders/components/production-queue-card.tsx';
import { OverviewTab } from '#web/features/admin-overview/components/overview-tab.tsx';
import { ProductsTab } from '#web/features/admin-products/components/products-tab.tsx';
import { PromotionsTab } from '#web/features/admin-promotions/components/promotions-tab.tsx';
import { ReviewsTab } from '#web/features/admin-reviews/components/reviews-tab.tsx';
import { ShippingTab } from '#web/features/admin-shipping/components/shipping-tab.tsx';
import { AdminTabNav, defaultAdminTab, NoticePanel, settingsMessage } from './admin-tabs.tsx';

function TabPanel({ tab }: { tab: string }) {
  if (tab === 'overview') return <OverviewTab />;
  if (tab === 'orders') return <OrdersTab />;
  if (tab === 'production') return <ProductionQueueCard />;
  if (tab === 'products') return <ProductsTab />;
  if (tab === 'categories') return <CategoriesTab />;
  if (tab === 'promotions') return <PromotionsTab />;
  if (tab === 'reviews') return <ReviewsTab />;
  if (tab === 'shipping') return <ShippingTab />;
  if (tab === 'messages') return <MessagesTab />;
  if (tab === 'settings') return <NoticePanel title="Settings">{settingsMessage}</NoticePanel>;
  return (
    <NoticePanel title="Section not found">
      <p>There is no admin section called “{tab}”.</p>
      <Link
        to="/admin/orders"
        className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Go to Orders
      </Link>
    </NoticePanel>
  );
}

interface AdminDashboardProps {
  me: AdminMe;
  /** The URL's tab segment; undefined at /admin, which shows the Overview. */
  tab: string | undefined;
  /** Move the focus to the heading (after logging in), so keyboard and screen reader users land here. */
  autoFocus?: boolean;
}

/**
 * The dashboard (docs/product/admin.md): the heading, who is signed in, Logout, the section tabs and the
 * current section.
 */
export function AdminDashboard({ me, tab, autoFocus = false }: AdminDashboardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = tab ?? defaultAdminTab;

  // Only when the dashboard appears (after logging in): a later render (a URL change within a tab) keeps
  // the focus where the admin is working.
  const initialAutoFocus = useRef(autoFocus);
  useEffect(() => {
    if (initialAutoFocus.current) headingRef.current?.focus();
  }, []);

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl"
            >
              Admin Dashboard
            </h1>
            <p className="mt-1 text-sm break-all text-slate-600">
              Signed in as <strong className="font-semibold text-slate-900">{me.email}</strong>
            </p>
          </div>
          <div className="shrink-0">
            <LogoutButton />
          </div>
        </div>
        <AdminTabNav current={current} />
        <div className="mt-6">
          <TabPanel tab={current} />
        </div>
      </div>
    </div>
  );
}
