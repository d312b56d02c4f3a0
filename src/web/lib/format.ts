const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats a decimal string ("12.5") or a number as US dollars: "$12.50". */
export function formatUSD(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** A file size for people: "900 B", "20 KB", "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** 'Nov 26, 2026, 2:05 PM' in the reader's time zone. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
