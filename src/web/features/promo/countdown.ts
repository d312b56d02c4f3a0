const second = 1000;

/**
 * The time left as HH:MM:SS (docs/product/promotions.md) (hours may exceed 99 for a far end time; never
 * negative).
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / second));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The admin Live Preview counts down to 23:59:59.999 of the current (local) day. */
export function endOfLocalDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}
