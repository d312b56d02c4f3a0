import type { AdminMessage, OutboxState } from '#shared/schemas/admin-messages';
import { Badge } from '#web/components/ui/badge.tsx';

const stateBadges: Record<OutboxState, { label: string; tone: 'warning' | 'success' | 'neutral' }> = {
  waiting: { label: 'Waiting', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'neutral' },
};

/** 'Nov 26, 2:05 PM' in the admin's time zone. */
export function formatWhen(value: string): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function MessageState({ message }: { message: AdminMessage }) {
  const badge = stateBadges[message.state];
  return (
    <Badge
      tone={badge.tone}
      className={message.state === 'failed' ? 'bg-red-50 text-red-800 ring-red-300' : ''}
    >
      {badge.label}
    </Badge>
  );
}
