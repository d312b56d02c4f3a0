import { daysBetween, daysLeftInWeek, type ShopDay } from './business-days.ts';

/**
 * The production queue (issue 21, item 2): open orders by due date (order-expected.ts#orderDueDay), in
 * groups the owner reads each morning. 'This week' ends on Sunday, in the shop's calendar.
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
