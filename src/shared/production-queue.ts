import { daysBetween, daysLeftInWeek, formatShopDay, type ShopDay, shopDayFromIso } from './business-days.ts';
import { type LineProofState, lineProofStateLabels } from './proofs.ts';

/**
 * The production queue (docs/product/orders-and-statuses.md#production-queue-production-tab-adminproduction):
 * open orders by due date (order-expected.ts#orderDueDay), in groups the owner reads each morning. 'This
 * week' ends on Sunday, in the shop's calendar.
 */
export const queueGroupValues = ['overdue', 'today', 'this_week', 'later'] as const;
export type QueueGroup = (typeof queueGroupValues)[number];

export const queueGroupLabels: Record<QueueGroup, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  this_week: 'Due this week',
  later: 'Later',
};

/** The group of an order due on `due` (null: no date can be promised, so it goes last). */
export function queueGroupOf(due: ShopDay | null, today: ShopDay): QueueGroup {
  if (!due) return 'later';
  const days = daysBetween(today, due);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= daysLeftInWeek(today) ? 'this_week' : 'later';
}

/** 'Fri, Nov 27' for a 'YYYY-MM-DD' due date. */
export function formatDueDate(iso: string): string {
  return formatShopDay(shopDayFromIso(iso));
}

/** What a line's artwork stands at: 'Design by us', 'No files yet', '2 files, 1 to check', and the proof. */
export function queueArtworkText(artwork: {
  designHelp: boolean;
  files: number;
  filesToCheck: number;
  proof: LineProofState | null;
}): string {
  const parts: string[] = [];
  if (artwork.designHelp) parts.push('Design by us');
  else if (artwork.files === 0) parts.push('No files yet');
  else parts.push(`${artwork.files} ${artwork.files === 1 ? 'file' : 'files'}`);
  if (artwork.filesToCheck > 0) parts[parts.length - 1] += `, ${artwork.filesToCheck} to check`;
  if (artwork.proof) parts.push(lineProofStateLabels[artwork.proof]);
  return parts.join(' · ');
}
