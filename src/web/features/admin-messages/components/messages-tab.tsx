import { MailWarning, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminMessage } from '#shared/schemas/admin-messages';
import { ListError } from '#web/components/list-error.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { pageParam, parsePage, useClampedPage } from '#web/lib/page-param.ts';
import { useAdminMessages, useResendMessage } from '../api/messages.ts';
import { MessageDialog } from './message-dialog.tsx';
import { formatWhen, MessageState } from './message-state.tsx';

/** What happened to the message, in a line: when it went out, or why it has not. */
function stateDetail(message: AdminMessage, sending: boolean): string {
  if (message.state === 'sent' && message.sentAt) return `Sent ${formatWhen(message.sentAt)}`;
  if (message.state === 'failed') {
    return `Given up after ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}: ${message.lastError ?? 'no reason given'}`;
  }
  if (!sending) return 'Not sent: no mail server is set';
  if (message.lastError) {
    return `Attempt ${message.attempts} failed (${message.lastError}); next try ${formatWhen(message.nextAttemptAt)}`;
  }
  return 'Going out now';
}

function MessageRow({
  message,
  sending,
  onOpen,
}: {
  message: AdminMessage;
  sending: boolean;
  onOpen: (id: number) => void;
}) {
  const resend = useResendMessage();
  const canResend = sending && message.state !== 'waiting';
  return (
    <li
      data-testid="message"
      className="flex flex-col gap-2 py-4 first:pt-0 sm:flex-row sm:items-start sm:gap-4"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <MessageState message={message} />
          <button
            type="button"
            onClick={() => onOpen(message.id)}
            className="min-w-0 text-left font-semibold break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {message.subject}
          </button>
        </div>
        <p className="mt-1 text-sm break-all text-slate-700">
          To {message.recipient}
          {message.orderNumber ? (
            <span className="text-slate-500"> · order {message.orderNumber}</span>
          ) : null}
        </p>
        <p
          className={message.state === 'failed' ? 'mt-1 text-sm text-red-700' : 'mt-1 text-sm text-slate-600'}
        >
          {stateDetail(message, sending)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
        <time dateTime={message.createdAt} className="text-sm text-slate-500">
          {formatWhen(message.createdAt)}
        </time>
        {canResend ? (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(message.id, {
                onSuccess: () => toast({ title: 'Sending again', description: message.subject }),
                onError: (error) =>
                  toast({ title: 'Error', description: error.message, variant: 'destructive' }),
              })
            }
          >
            <Send aria-hidden="true" />
            {resend.isPending ? 'Sending…' : 'Send again'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Admin → Messages (docs/decisions/0027-mail-outbox.md): every e-mail the shop has queued, newest first, 50 a
 * page (?page=), with its state; a message opens as it goes out, and a sent or failed one can be sent again.
 * Without a mail server (no SMTP_URL) the tab says so: the messages wait here and can be read.
 */
export function MessagesTab() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      const value = pageParam(next);
      if (value === null) updated.delete('page');
      else updated.set('page', value);
      return updated;
    });
  const messages = useAdminMessages(page);
  useClampedPage(page, messages.data?.pageCount, setPage);
  const [open, setOpen] = useState<number | null>(null);

  let content: ReactNode;
  if (messages.isPending) {
    content = (
      <LoadingSkeleton label="Loading messages…" rows={3} rowClassName="h-16 w-full" className="space-y-3" />
    );
  } else if (messages.isError) {
    content = (
      <ListError
        message={messages.error.message}
        onRetry={() => messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  } else if (messages.data.messages.length === 0) {
    content = (
      <p className="py-10 text-center text-slate-600">
        No messages yet. The shop writes to customers and to you when an order is placed.
      </p>
    );
  } else {
    const { sending } = messages.data;
    content = (
      <ul
        aria-label="Messages"
        aria-busy={messages.isPlaceholderData || undefined}
        className={
          messages.isPlaceholderData ? 'divide-y divide-slate-200 opacity-60' : 'divide-y divide-slate-200'
        }
      >
        {messages.data.messages.map((message) => (
          <MessageRow key={message.id} message={message} sending={sending} onOpen={setOpen} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Messages</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.data && !messages.data.sending ? (
          <p className="mb-4 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset">
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              No mail server is set (<code>SMTP_URL</code>), so no e-mail leaves the shop: every message waits
              here, where you can read it.
            </span>
          </p>
        ) : null}
        {content}
        {messages.data && !messages.isError ? (
          <Pagination
            label="Message pages"
            page={page}
            pageCount={messages.data.pageCount}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
      <MessageDialog id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
