import { ControlledDialog } from '#web/components/ui/dialog.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminMessage } from '../api/messages.ts';
import { formatWhen, MessageState } from './message-state.tsx';

/**
 * One message as it goes out: the HTML in a sandboxed frame (no script runs, no link opens inside the
 * admin), and the plain text below it.
 */
export function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useAdminMessage(id);
  const view = message.data;
  return (
    <ControlledDialog
      open={id !== null}
      onClose={onClose}
      title={view?.subject ?? 'Message'}
      description={view ? `To ${view.recipient}, ${formatWhen(view.createdAt)}` : undefined}
      className="max-w-3xl"
    >
      {message.isPending ? (
        <LoadingSkeleton label="Loading the message…" rows={1} rowClassName="h-96 w-full" className="mt-4" />
      ) : message.isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {message.error.message}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <MessageState message={message.data} />
          <iframe
            title="The message as HTML"
            srcDoc={message.data.html}
            sandbox=""
            className="h-[60vh] w-full rounded-md border border-slate-200 bg-slate-50"
          />
          <details className="rounded-md border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">Plain text</summary>
            <pre className="mt-3 overflow-x-auto font-mono text-xs whitespace-pre-wrap text-slate-800">
              {message.data.text}
            </pre>
          </details>
        </div>
      )}
    </ControlledDialog>
  );
}
