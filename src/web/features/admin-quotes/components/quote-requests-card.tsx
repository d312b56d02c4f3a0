import { Reply } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { AdminQuoteRequest } from '#shared/schemas/quote-reply';
import { ListError } from '#web/components/list-error.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { formatOrderDate, formatOrderTime } from '#web/lib/admin-dates.ts';
import { useClampedPage } from '#web/lib/page-param.ts';
import { useQuoteRequests } from '../api/get-quote-requests.ts';
import { QuoteReplies } from './quote-replies.tsx';
import { QuoteReplyDialog } from './quote-reply-dialog.tsx';

/**
 * The 'Get Free Quote' requests from the home page, newest first, 50 a page (?quotePage=), each with the
 * quotes the shop sent, and 'Reply with a price' to send one.
 */
export function QuoteRequestsCard({
  page: quotePage,
  onPageChange: setQuotePage,
}: {
  /** The page shown, from 1; the Orders tab keeps it in its URL. */
  page: number;
  onPageChange: (page: number) => void;
}) {
  const id = useId();
  const requests = useQuoteRequests(quotePage);
  const [replyingTo, setReplyingTo] = useState<AdminQuoteRequest | null>(null);
  useClampedPage(quotePage, requests.data?.pageCount, setQuotePage);

  let content: ReactNode;
  if (requests.isPending) {
    content = (
      <LoadingSkeleton
        label="Loading quote requests…"
        rows={2}
        rowClassName="h-20 w-full"
        className="space-y-3"
      />
    );
  } else if (requests.isError) {
    content = (
      <ListError
        message="Failed to fetch quote requests"
        onRetry={() => requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (requests.data.quoteRequests.length === 0) {
    content = <p className="py-10 text-center text-slate-600">No quote requests yet.</p>;
  } else {
    content = (
      <ul
        aria-label="Quote requests"
        aria-busy={requests.isPlaceholderData || undefined}
        className={
          requests.isPlaceholderData ? 'divide-y divide-slate-200 opacity-60' : 'divide-y divide-slate-200'
        }
      >
        {requests.data.quoteRequests.map((request) => (
          <li key={request.id} data-testid="quote-request" className="py-4 first:pt-0">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="font-semibold text-slate-900">
                {request.name}{' '}
                <a
                  href={`mailto:${request.email}`}
                  className="font-normal break-all text-brand-700 underline-offset-2 hover:underline"
                >
                  {request.email}
                </a>
              </p>
              <p className="shrink-0 text-sm text-slate-500">
                <time dateTime={request.createdAt}>
                  {formatOrderDate(request.createdAt)}, {formatOrderTime(request.createdAt)}
                </time>
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              <span className="text-slate-600">Product:</span> {request.product.trim() || 'Not specified'}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{request.details}</p>
            <QuoteReplies replies={request.replies} customerName={request.name} />
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              aria-label={`Reply with a price to ${request.name}`}
              onClick={() => setReplyingTo(request)}
            >
              <Reply aria-hidden="true" />
              Reply with a price
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Quote Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {content}
        {requests.data && !requests.isError ? (
          <Pagination
            label="Quote request pages"
            page={quotePage}
            pageCount={requests.data.pageCount}
            onPageChange={setQuotePage}
          />
        ) : null}
        <QuoteReplyDialog request={replyingTo} onClose={() => setReplyingTo(null)} />
      </CardContent>
    </Card>
  );
}
