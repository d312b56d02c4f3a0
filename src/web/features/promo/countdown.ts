const second = 1000;

/**
 * The time left as HH:MM:SS (docs/product/promotions.md#the-banner-on-the-storefront), with the whole days in
 * front from 24 hours on ('6d 23:58:54': '167:59:43' made the customer do the sum); never negative.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / second));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The admin Live Preview counts down to 23:59:59.999 of the current (local) day. */
export function endOfLocalDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}
