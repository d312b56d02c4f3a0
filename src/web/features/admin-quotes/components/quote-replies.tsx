import { formatUSD, toCents } from '#shared/money';
import { formatQuoteDay } from '#shared/quotes';
import type { QuoteReply } from '#shared/schemas/quote-reply';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatOrderDate } from '#web/lib/admin-dates.ts';

function money(amount: string): string {
  return formatUSD(toCents(amount));
}

function QuoteReplyItem({ reply }: { reply: QuoteReply }) {
  const ordered = reply.orderNumbers.length > 0;
  return (
    <li
      data-testid="quote-reply"
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {reply.number} <span className="font-normal text-slate-700">· {reply.productName}</span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          {ordered ? <Badge tone="success">Ordered: {reply.orderNumbers.join(', ')}</Badge> : null}
          {reply.expired ? (
            <Badge tone="warning">Expired {formatQuoteDay(reply.validUntil)}</Badge>
          ) : (
            <Badge tone="info">Valid until {formatQuoteDay(reply.validUntil)}</Badge>
          )}
        </div>
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{reply.description}</p>
      <p className="mt-1 text-slate-700">
        {reply.quantity.toLocaleString('en-US')} × {money(reply.unitPrice)} each ={' '}
        <span className="font-semibold text-slate-900">{money(reply.total)}</span>
      </p>
      {reply.note ? (
        <p className="mt-1 break-words whitespace-pre-line text-slate-700">
          <span className="text-slate-600">Note:</span> {reply.note}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500">
        Sent <time dateTime={reply.createdAt}>{formatOrderDate(reply.createdAt)}</time>
      </p>
    </li>
  );
}

/** The shop's replies to one quote request, oldest first; nothing when there are none. */
export function QuoteReplies({ replies, customerName }: { replies: QuoteReply[]; customerName: string }) {
  if (replies.length === 0) return null;
  return (
    <ul aria-label={`Quotes sent to ${customerName}`} className="mt-3 space-y-2">
      {replies.map((reply) => (
        <QuoteReplyItem key={reply.id} reply={reply} />
      ))}
    </ul>
  );
}
