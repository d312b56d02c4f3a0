import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the database throttles (failed logins, review
 * submissions): IPv4 as it is, IPv6 by its /64 network, since one customer line usually holds a whole
 * /64 and could otherwise take a fresh address for every request.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%', 1)[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8).fill('0')].slice(0, Math.max(4, headGroups.length));
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Whole seconds until `retryAfterMs` has passed (at least 1), for a Retry-After header, and the minutes to say. */
export function retryAfter(retryAfterMs: number): { seconds: number; minutesText: string } {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return { seconds, minutesText: `${minutes} minute${minutes === 1 ? '' : 's'}` };
}
