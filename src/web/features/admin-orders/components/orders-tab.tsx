import { QuoteRequestsCard } from './quote-requests-card.tsx';
import { RecentOrdersCard } from './recent-orders-card.tsx';

/** The dashboard's Orders tab: the orders, then the quote requests from the home page. */
export function OrdersTab() {
  return (
    <div className="space-y-8">
      <RecentOrdersCard />
      <QuoteRequestsCard />
    </div>
  );
}
