import { QuoteRequestsCard } from '../../admin-quotes/index.ts';
import { useOrdersUrlState } from '../hooks/use-orders-url-state.ts';
import { RecentOrdersCard } from './recent-orders-card.tsx';

/** The dashboard's Orders tab: the orders, then the quote requests from the home page. */
export function OrdersTab() {
  const { quotePage, setQuotePage } = useOrdersUrlState();
  return (
    <div className="space-y-8">
      <RecentOrdersCard />
      <QuoteRequestsCard page={quotePage} onPageChange={setQuotePage} />
    </div>
  );
}
