// Dates as the admin reads them, in the admin's time zone.

export const notProvided = 'Not provided';

function validDate(value: string): Date | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date : null;
}

/** 'May 1, 2025' in the admin's time zone; 'Not provided' when missing. */
export function formatOrderDate(value: string): string {
  const date = validDate(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : notProvided;
}

/** '2:05 PM' in the admin's time zone; 'Not provided' when missing. */
export function formatOrderTime(value: string): string {
  const date = validDate(value);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : notProvided;
}
