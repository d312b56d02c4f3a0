import { randomBytes } from 'node:crypto';

/**
 * The simulator's memory: its orders, the PayPal-Request-Ids it has answered and the access tokens it
 * has issued. Nothing is persisted (a restart forgets everything, as a stand-in may); every map is
 * bounded, so requests from anyone cannot grow it without limit.
 */

type SimulatedMoney = { currency_code: string; value: string };

type SimulatedCapture = {
  id: string;
  /** DECLINED: a capture PayPal held for review and then denied. */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amount: SimulatedMoney;
  final_capture: true;
  create_time: string;
  update_time: string;
};

export type SimulatedOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  referenceId: string;
  description: string | null;
  amount: SimulatedMoney;
  returnUrl: string;
  cancelUrl: string;
  createTime: string;
  updateTime: string;
  capture: SimulatedCapture | null;
  /** For tests: the next capture is refused as INSTRUMENT_DECLINED (a refused card), once. */
  declineNextCapture: boolean;
  /** The next capture comes back PENDING (PayPal holding the payment for review), once. */
  holdNextCapture: boolean;
  /**
   * How a held capture settles a moment later, told to the shop by a signed webhook (the approval page's
   * 'held for review' choices); null leaves it held.
   */
  settleHeldAs: 'COMPLETED' | 'DENIED' | null;
};

export type PaypalSimulatorStore = {
  /** The credentials the simulator's token endpoint accepts (the secret is random per store). */
  readonly clientId: string;
  readonly clientSecret: string;
  readonly orders: Map<string, SimulatedOrder>;
  /** PayPal-Request-Id of a create → the order it created. */
  readonly createRequests: Map<string, string>;
  /** PayPal-Request-Id of a successful capture → the order it captured. */
  readonly captureRequests: Map<string, string>;
  /** Access token → expiry (ms since the epoch). */
  readonly tokens: Map<string, number>;
  /** The webhook the shop listens with, and the key the simulator signs its events with. */
  readonly webhookId: string;
  readonly webhookSecret: string;
};

export const SIMULATOR_LIMITS = { orders: 10_000, requestIds: 20_000, tokens: 1_000 } as const;
export const SIMULATOR_TOKEN_SECONDS = 32_400;

export function createPaypalSimulatorStore(): PaypalSimulatorStore {
  return {
    clientId: 'paypal-simulator',
    clientSecret: randomBytes(24).toString('base64url'),
    webhookId: 'WH-SIMULATOR',
    webhookSecret: randomBytes(32).toString('base64url'),
    orders: new Map(),
    createRequests: new Map(),
    captureRequests: new Map(),
    tokens: new Map(),
  };
}

/** Sets a key, dropping the oldest entries beyond the limit (a Map iterates in insertion order). */
export function remember<V>(map: Map<string, V>, key: string, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A 17-character id shaped like PayPal's order and capture ids. */
export function simulatorId(): string {
  return [...randomBytes(17)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function issueToken(store: PaypalSimulatorStore, now = Date.now()): string {
  for (const [token, expiresAt] of store.tokens) if (expiresAt <= now) store.tokens.delete(token);
  const token = `SIM.${randomBytes(24).toString('base64url')}`;
  remember(store.tokens, token, now + SIMULATOR_TOKEN_SECONDS * 1000, SIMULATOR_LIMITS.tokens);
  return token;
}

export function isValidToken(store: PaypalSimulatorStore, token: string, now = Date.now()): boolean {
  const expiresAt = store.tokens.get(token);
  return expiresAt !== undefined && expiresAt > now;
}
