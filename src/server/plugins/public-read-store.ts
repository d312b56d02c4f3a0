import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ContentCoding,
  chooseContentCoding,
  compressionThreshold,
  encodeBody,
  etagMatches,
  isCompressibleType,
} from './http-caching.ts';

/**
 * The answers of public reads, kept in this process's memory (docs/decisions/0020-cached-public-reads.md).
 * An answer is kept under its request URL (path and query string, exactly as sent) with the topics it
 * was read from; a change to a topic drops every answer of that topic, and an answer is dropped anyway
 * once older than its time to live. The store answers from raw Node objects, so the same code serves the
 * HTTP server's requests before Fastify sees them and app.inject's requests from an onRequest hook.
 */

/** What a public read is made of; the database triggers of migration 0011 name the tables. */
export type PublicReadTopic = 'catalog' | 'promo' | 'shipping';

/** The topics a write to a table changes (the payload of a 'public_reads' notification is the table). */
export const topicsOfTable: Readonly<Record<string, readonly PublicReadTopic[]>> = {
  products: ['catalog'],
  categories: ['catalog'],
  reviews: ['catalog'],
  promo_settings: ['promo'],
  shipping_settings: ['shipping'],
};

export type PublicReadStoreLimits = {
  /** The most answers kept; the least recently used goes first. */
  maxEntries: number;
  /** The most bytes kept, bodies and their compressed copies together. */
  maxBytes: number;
  /** A body larger than this is never kept. */
  maxEntryBytes: number;
};

export const defaultStoreLimits: PublicReadStoreLimits = {
  maxEntries: 1000,
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
};

/** One way to send an answer: its headers in Node's flat [name, value, …] form, then its body. */
type Representation = { headers: string[]; body: Buffer };

type Entry = {
  key: string;
  topics: readonly PublicReadTopic[];
  etag: string;
  expiresAt: number;
  lastUsed: number;
  bytes: number;
  identity: Representation;
  /** Compressed copies, made on the first request that asks for each coding; absent when not worth it. */
  encoded: Map<ContentCoding, Representation> | null;
  /** The headers of a 304: the validators, Cache-Control and Vary (the 200's others stay with the browser's copy). */
  notModified: string[];
};

/** Headers never kept: they belong to one response, or the store sets them itself. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'set-cookie',
]);

/** Of the kept headers, those a 304 repeats (with the ETag and Vary). */
const notModifiedHeaders = new Set(['cache-control', 'expires', 'content-location']);

export type StoreInput = {
  key: string;
  topics: readonly PublicReadTopic[];
  ttlMs: number;
  /** The answer's headers when it was sent (reply.getHeaders()); Content-Type among them. */
  headers: Record<string, string | number | readonly string[] | undefined>;
  body: Buffer;
  etag: string;
};

export type PublicReadStats = {
  hits: number;
  notModified: number;
  stored: number;
  invalidations: number;
  entries: number;
  bytes: number;
};

export class PublicReadStore {
  /** Bumped by every invalidation: an answer read before a change is not kept after it. */
  generation = 0;
  /** False while changes could go unseen (no database notifications): nothing is served or kept. */
  private enabled = false;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly counters = { hits: 0, notModified: 0, stored: 0, invalidations: 0 };

  private readonly limits: PublicReadStoreLimits;
  private readonly now: () => number;

  constructor(limits: PublicReadStoreLimits = defaultStoreLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Notifications flow: answers may be kept from now on. */
  enable(): void {
    this.invalidateAll();
    this.enabled = true;
  }

  /** Notifications may be missed from now on: drop everything and keep nothing until enable(). */
  disable(): void {
    this.enabled = false;
    this.invalidateAll();
  }

  invalidate(topics: readonly PublicReadTopic[]): void {
    this.generation += 1;
    this.counters.invalidations += 1;
    for (const entry of this.entries.values()) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.remove(entry);
    }
  }

  invalidateAll(): void {
    this.generation += 1;
    this.counters.invalidations += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): PublicReadStats {
    return { ...this.counters, entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Answers a GET or HEAD from the store: a 304 when If-None-Match names the answer's tag, else the
   * answer in the best coding the client accepts. False when there is nothing to answer with.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.enabled) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const entry = this.entries.get(req.url ?? '');
    if (!entry) return false;
    const now = this.now();
    if (now >= entry.expiresAt) {
      this.remove(entry);
      return false;
    }
    entry.lastUsed = now;
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
      this.counters.notModified += 1;
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    this.counters.hits += 1;
    const representation = this.representationFor(entry, req.headers['accept-encoding']);
    res.writeHead(200, representation.headers);
    if (method === 'HEAD') res.end();
    else res.end(representation.body);
    return true;
  }

  /** Keeps an answer read at `generation`, unless something changed since or the store is off. */
  store(input: StoreInput, generation: number): boolean {
    if (!this.enabled || generation !== this.generation) return false;
    if (input.body.length > this.limits.maxEntryBytes) return false;
    const base: string[] = [];
    let contentType = '';
    let vary: string | undefined;
    for (const [name, value] of Object.entries(input.headers)) {
      if (value === undefined) continue;
      const lower = name.toLowerCase();
      if (lower === 'vary') vary = String(value);
      if (perResponseHeaders.has(lower)) continue;
      if (lower === 'content-type') contentType = String(value);
      for (const one of Array.isArray(value) ? value : [value]) base.push(lower, String(one));
    }
    const compressible = input.body.length >= compressionThreshold && isCompressibleType(contentType);
    const varyValue =
      compressible && !/accept-encoding/i.test(vary ?? '')
        ? vary
          ? `${vary}, accept-encoding`
          : 'accept-encoding'
        : vary;
    const validators = ['etag', input.etag, ...(varyValue ? ['vary', varyValue] : [])];
    // A 304 carries what a cache must update (RFC 9110 §15.4.5); the browser keeps the other headers of
    // its copy. Fewer headers is also most of what a 304 costs here.
    const notModified: string[] = [];
    for (let i = 0; i < base.length; i += 2) {
      if (notModifiedHeaders.has(base[i]!)) notModified.push(base[i]!, base[i + 1]!);
    }
    const now = this.now();
    const existing = this.entries.get(input.key);
    if (existing) this.remove(existing);
    const entry: Entry = {
      key: input.key,
      topics: input.topics,
      etag: input.etag,
      expiresAt: now + input.ttlMs,
      lastUsed: now,
      // The key too: a crawler's long query strings are memory as well.
      bytes: input.body.length + input.key.length,
      identity: {
        headers: [...base, ...validators, 'content-length', String(input.body.length)],
        body: input.body,
      },
      encoded: compressible ? new Map() : null,
      notModified: [...notModified, ...validators],
    };
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.counters.stored += 1;
    this.evict(entry);
    return true;
  }

  private representationFor(entry: Entry, acceptEncoding: string | undefined): Representation {
    if (!entry.encoded) return entry.identity;
    const coding = this.codingFor(acceptEncoding);
    if (!coding) return entry.identity;
    let representation = entry.encoded.get(coding);
    if (!representation) {
      const body = encodeBody(entry.identity.body, coding);
      const headers = entry.identity.headers.slice(0, -2);
      headers.push('content-encoding', coding, 'content-length', String(body.length));
      representation = { headers, body };
      entry.encoded.set(coding, representation);
      entry.bytes += body.length;
      this.bytes += body.length;
      this.evict(entry);
    }
    return representation;
  }

  /** Browsers send a handful of Accept-Encoding values: each is parsed once (up to 64 kept). */
  private readonly codings = new Map<string, ContentCoding | null>();

  private codingFor(acceptEncoding: string | undefined): ContentCoding | null {
    if (acceptEncoding === undefined) return null;
    let coding = this.codings.get(acceptEncoding);
    if (coding === undefined) {
      coding = chooseContentCoding(acceptEncoding);
      if (this.codings.size >= 64) this.codings.clear();
      this.codings.set(acceptEncoding, coding);
    }
    return coding;
  }

  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  /** Drops the least recently used answers (never `keep`, just used) until the store is within its limits. */
  private evict(keep: Entry): void {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      let oldest: Entry | undefined;
      for (const entry of this.entries.values()) {
        if (entry !== keep && (!oldest || entry.lastUsed < oldest.lastUsed)) oldest = entry;
      }
      if (!oldest) return;
      this.remove(oldest);
    }
  }
}
