import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`; null while the server renders and the browser hydrates
 * (a date computed on the server would be the cached page's, docs/decisions/0021). Whoever shows a value
 * from it reserves its space until then.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
