import path from 'node:path';
import { z } from 'zod';
import { SHOP_CONTACT, SHOP_NAME } from '#shared/shop-info';
import { isS3EndpointUrl, parseStorageUrl, type StorageLocation } from './storage/storage-url.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const MIB = 1024 * 1024;

/** A time-out in whole seconds, 1 s to one day; empty means the default. */
const timeoutSeconds = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(86_400).default(fallback));

/** A whole number within bounds; empty means the default. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** An S3-compatible server's address, checked as the S3 client checks it (storage-url.ts). */
const httpEndpoint = z.string().trim().refine(isS3EndpointUrl, 'must be an http:// or https:// URL');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(true|false|[0-9a-fA-F.:/, ]+)$/,
          'must be true, false or a comma-separated list of proxy addresses',
        )
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // A line per request; unset: on, except in a terminal, where they would push the admin login away.
    LOG_REQUESTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    PAYPAL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    PAYPAL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYPAL_WEBHOOK_ID: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
    // Long enough for a 100 MB artwork upload on a slow line; short for the headers and idle connections.
    REQUEST_TIMEOUT_SECONDS: timeoutSeconds(600),
    HEADERS_TIMEOUT_SECONDS: timeoutSeconds(30),
    KEEP_ALIVE_TIMEOUT_SECONDS: timeoutSeconds(5),
    // Uploads: anonymous upload requests per address in 10 minutes, a cart's artwork, the free-space floor.
    UPLOAD_REQUESTS_PER_10_MINUTES: wholeNumber(1, 1_000_000, 60),
    CART_ARTWORK_LIMIT_MB: wholeNumber(1, 1_000_000, 200),
    MIN_FREE_DISK_MB: wholeNumber(0, 100_000_000, 1024),
    // E-mail: without SMTP_URL messages stay in the outbox (Admin → Messages), logged.
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .pipe(z.url())
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
    SHOP_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    // How long a status e-mail waits, so that a status set by mistake and changed back sends nothing.
    STATUS_MAIL_DELAY_SECONDS: wholeNumber(0, 86_400, 60),
    // Running as several instances (docs/production.md): uploads in S3, limits in Redis, a drain on SIGTERM.
    STORAGE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    AWS_REGION: z.preprocess(emptyToUndefined, z.string().optional()),
    AWS_ENDPOINT_URL_S3: z.preprocess(emptyToUndefined, httpEndpoint.optional()),
    AWS_ENDPOINT_URL: z.preprocess(emptyToUndefined, httpEndpoint.optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    DRAIN_DELAY_SECONDS: wholeNumber(0, 300, 0),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together',
      });
    }
    try {
      parseStorageUrl(env.STORAGE_URL);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['STORAGE_URL'], message: (error as Error).message });
    }
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Whether every request is logged; undefined: the server decides (main.ts). */
  logRequests: boolean | undefined;
  /** Fastify's trustProxy: false (default), true, a number of proxy hops, or a comma-separated list of proxy addresses. */
  trustProxy: boolean | string | number;
  paypal:
    | { clientId: string; clientSecret: string; env: 'sandbox' | 'live'; webhookId: string | undefined }
    | undefined;
  /** HTTP time-outs in milliseconds: the whole request, its headers, an idle keep-alive connection. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** SMTP_URL (absent: messages stay in the outbox), the From address, where the shop's notices go. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    shopNotifyEmail: string | undefined;
    /** How long a status e-mail waits before it is sent (a later status change withdraws it). */
    statusMailDelayMs: number;
  };
  /** Where uploads live: the local disk under DATA_DIR, or an S3 bucket (STORAGE_URL) and its client's settings. */
  storage: StorageLocation;
  /** The S3 client's settings (AWS_REGION, AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, S3_FORCE_PATH_STYLE). */
  s3Env: NodeJS.ProcessEnv;
  /** Request limits in Redis (REDIS_URL) instead of PostgreSQL when several instances share it. */
  redisUrl: string | undefined;
  /** On SIGTERM: how long /readyz answers 503 while requests are still served, before the listener closes. */
  drainDelayMs: number;
  /** Anonymous upload requests per address per window, a cart's artwork bytes, the free bytes kept under DATA_DIR. */
  uploadLimits: {
    requestsPerAddress: number;
    windowMs: number;
    cartArtworkBytes: number;
    minFreeDiskBytes: number;
  };
};

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (value === undefined || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value === 'true' ? true : value;
}

/** Reads the environment once; a bad value stops start-up with a list of every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    logRequests: env.LOG_REQUESTS === undefined ? undefined : env.LOG_REQUESTS === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            env: env.PAYPAL_ENV,
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${SHOP_NAME} <${SHOP_CONTACT.email}>`,
      shopNotifyEmail: env.SHOP_NOTIFY_EMAIL,
      statusMailDelayMs: env.STATUS_MAIL_DELAY_SECONDS * 1000,
    },
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    storage: parseStorageUrl(env.STORAGE_URL),
    s3Env: {
      AWS_REGION: env.AWS_REGION,
      AWS_ENDPOINT_URL_S3: env.AWS_ENDPOINT_URL_S3,
      AWS_ENDPOINT_URL: env.AWS_ENDPOINT_URL,
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
    },
    redisUrl: env.REDIS_URL,
    drainDelayMs: env.DRAIN_DELAY_SECONDS * 1000,
    uploadLimits: {
      requestsPerAddress: env.UPLOAD_REQUESTS_PER_10_MINUTES,
      windowMs: 10 * 60 * 1000,
      cartArtworkBytes: env.CART_ARTWORK_LIMIT_MB * MIB,
      minFreeDiskBytes: env.MIN_FREE_DISK_MB * MIB,
    },
  };
}
