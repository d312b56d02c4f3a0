/** Orders are numbered by their id, shown padded to 3 digits: 1 -> '#001', 42 -> '#042', 1234 -> '#1234'. */
export function formatOrderNumber(id: number): string {
  return `#${String(id).padStart(3, '0')}`;
}

/** The order number as the customer's order page shows it in its address: '#042' → '042'. */
function orderNumberInPath(id: number): string {
  return formatOrderNumber(id).slice(1);
}

/** An order id from a number as a customer types it ('#042', '042', '42'); null when it names none. */
export function parseOrderNumber(text: string): number | null {
  const digits = text.trim().replace(/^#/, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The customer's order page, opened by the token of one of its links (relative: prefix PUBLIC_URL). */
export function orderPagePath(id: number, token: string): string {
  return `/orders/${orderNumberInPath(id)}?token=${encodeURIComponent(token)}`;
}
