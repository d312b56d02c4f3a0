import type { Server } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client.ts';
import { vacuumTablesThatNeedIt } from './db/maintenance.ts';
import { logSerializers } from './log-serializers.ts';
import { registerAdminGuard } from './modules/auth/admin-guard.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { cleanupAuthRecords } from './modules/auth/auth.service.ts';
import { loginAttempts } from './modules/auth/login-throttle.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { cleanupStaleCarts } from './modules/cart/cart-cleanup.service.ts';
import { registerAdminCategoryRoutes } from './modules/categories/admin-categories.routes.ts';
import { registerCategoryRoutes } from './modules/categories/categories.routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerAdminOrderRoutes } from './modules/desk/admin-orders.routes.ts';
import { registerAdminProofRoutes } from './modules/desk/admin-proofs.routes.ts';
import { registerAdminOverviewRoutes } from './modules/desk/overview.routes.ts';
import { registerAdminDiscountRoutes } from './modules/discounts/admin-discounts.routes.ts';
import { registerDiscountRoutes } from './modules/discounts/discounts.routes.ts';
import { discountGuessAttempts } from './modules/discounts/discounts.service.ts';
import { registerAdminMessageRoutes } from './modules/mail/admin-messages.routes.ts';
import { createMailer, type MailOptions } from './modules/mail/mailer.ts';
import { mintOrderLink } from './modules/orders/order-links.ts';
import { orderLookupAttempts } from './modules/orders/order-lookup-throttle.ts';
import { registerOrderPageRoutes } from './modules/orders/order-page.routes.ts';
import { registerOrderProofRoutes } from './modules/orders/order-proofs.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerAdminProductRoutes } from './modules/products/admin-products.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerAdminPromoRoutes } from './modules/promo/admin-promo.routes.ts';
import { registerPromoRoutes } from './modules/promo/promo.routes.ts';
import { registerAdminQuoteRoutes } from './modules/quotes/admin-quotes.routes.ts';
import { mintQuoteLink } from './modules/quotes/quote-links.ts';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { registerAdminReviewRoutes } from './modules/reviews/admin-reviews.routes.ts';
import { reviewSubmissionAttempts } from './modules/reviews/review-throttle.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { registerWebClient } from './modules/seo/web-client.ts';
import { registerAdminShippingRoutes } from './modules/shipping/admin-shipping.routes.ts';
import { registerShippingRoutes } from './modules/shipping/shipping.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerPaypalRoutes } from './payments/paypal.routes.ts';
import type { PaypalSettings } from './payments/paypal-settings.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealthRoutes, type StorageProbe } from './plugins/health.ts';
import { compressionThreshold, contentCodings } from './plugins/http-caching.ts';
import { registerMediaFiles } from './plugins/media-files.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { schedulePeriodicTask } from './plugins/periodic-task.ts';
import { registerPrivateNoStore } from './plugins/private-no-store.ts';
import { registerPublicReadCache } from './plugins/public-read-cache.ts';
import { type RateLimitCounters, registerRateLimit } from './plugins/rate-limit.ts';
import { cleanupRateLimitCounters } from './plugins/rate-limit-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { requestIdOf } from './request-id.ts';
import type { Storage } from './storage/storage.ts';
import { createStorefrontReads } from './storefront-reads.ts';
import { deleteExpiredAttempts } from './throttle/attempt-window.ts';
import type { FreeDiskBytes } from './uploads/free-disk-space.ts';
import { createUploadGuard, type UploadLimits } from './uploads/upload-guard.ts';

export type AppOptions = {
  db: Database;
  storage: Storage;
  /** The shop's public address (canonical links, PayPal return URLs). */
  publicUrl?: string;
  /** The built client (dist/client); when absent, page paths answer that the client is not built. */
  clientDir?: string;
  /** The built render entry (dist/server-render); when absent, storefront pages are sent for the browser to render. */
  renderDir?: string;
  /** Logging (errors without the values of failed queries: log-serializers.ts); `stream` is where lines go (tests). */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** A log line for every request (Fastify's own); true by default. */
  logRequests?: boolean;
  /** HTTP time-outs, so slow clients cannot hold connections (config.ts); Node's defaults when absent. */
  timeouts?: ServerTimeouts;
  /** Trust X-Forwarded-* (true, or only from these comma-separated proxy addresses); off unless configured. */
  trustProxy?: boolean | string | number;
  /** The removal of carts untouched for 30 days: every 6 hours by default; false turns it off (tests). */
  cartCleanup?: false | { intervalMs: number };
  /** Removal of expired admin sessions: hourly by default; false turns it off (tests). */
  authCleanup?: false | { intervalMs: number };
  /**
   * Removal of the throttles' attempts that have left their windows (failed logins, wrong discount codes,
   * review submissions, order lookups) and of old rate-limit counters: every 10 minutes by default; false
   * turns it off.
   */
  throttleCleanup?: false | { intervalMs: number };
  /** The clock of the wrong-discount-code throttle (tests move it); the real time by default. */
  discountThrottleClock?: () => Date;
  /**
   * Vacuuming the tables that need it (db/maintenance.ts), for the embedded database, which has no
   * autovacuum: every 10 minutes when on; off by default (PostgreSQL vacuums by itself; tests).
   */
  embeddedVacuum?: false | { intervalMs: number };
  /** Settling stalled PayPal captures and voiding attempts unpaid for 30 minutes: every minute by default; false turns it off. */
  paymentCleanup?: false | { intervalMs: number };
  /** PayPal: the built-in simulator (the default) or the real sandbox / live service. */
  paypal?: PaypalSettings;
  /** Uploads per address, artwork per cart, the free-space floor; defaults in uploads/upload-guard.ts. */
  uploadLimits?: Partial<UploadLimits>;
  /** The free space under DATA_DIR (main.ts: statfs); absent, the disk is never full (in-memory storage). */
  freeDiskBytes?: FreeDiskBytes;
  /**
   * E-mail (modules/mail): the transport (SMTP_URL, or a test's), the From address and where the shop's
   * notices go. Absent, or without a transport, messages are kept in the outbox and logged, never sent.
   */
  mail?: MailOptions;
  /**
   * Several instances share this database (DATABASE_URL): each periodic task runs on one instance at a
   * time, under a PostgreSQL advisory lock. Off for the embedded database (one instance).
   */
  sharedDatabase?: boolean;
  /** Where request limits count: memory (one instance, the default), the database, or Redis (decision 0033). */
  rateLimitCounters?: RateLimitCounters;
  /** Whether the storage answers, for GET /readyz; absent, it always does (in-memory storage). */
  storageProbe?: StorageProbe;
};

const CART_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const THROTTLE_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
const PAYMENT_CLEANUP_INTERVAL_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route as registered (method, URL pattern and the statuses its response schema declares), e.g.
     * for the tests that walk the admin routes and check that every route declares its responses.
     */
    registeredRoutes: {
      method: string;
      url: string;
      responseStatuses: string[];
      responseSchemas: Record<string, unknown>;
    }[];
  }
}

type ServerTimeouts = {
  /** The whole request, body included (a large artwork upload on a slow line). */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
};

/** Fastify's and Node's server options for the time-outs; Node checks them every connectionsCheckingInterval. */
function timeoutOptions(
  timeouts: ServerTimeouts | undefined,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'http'> {
  if (!timeouts) return {};
  const checkEveryMs = Math.max(100, Math.min(5_000, Math.floor(timeouts.headersMs / 4)));
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}

/** A number of proxy hops becomes the function Fastify's types accept (its runtime takes the number too). */
function trustProxyOption(value: AppOptions['trustProxy']) {
  if (typeof value !== 'number') return value ?? false;
  return (_address: string, hop: number) => hop < value;
}

/** Builds the whole application without listening, so tests can use app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers }
      : false,
    ...(options.logRequests === false
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
    // A load balancer's X-Request-Id is kept (when it looks like one), else one is made; it is in every
    // log line of the request and echoed in the answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    ...timeoutOptions(options.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerHealthRoutes(app, { db: options.db, storageProbe: options.storageProbe });
  registerPrivateNoStore(app);
  // First of the request hooks: a kept public read is answered before any other (decision 0020).
  await registerPublicReadCache(app, { db: options.db });
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({
        method,
        url: route.url,
        // Read when asked: a later onRoute hook may still declare the schema (web-client.ts).
        get responseStatuses() {
          return Object.keys((route.schema?.response as object | undefined) ?? {});
        },
        get responseSchemas() {
          return (route.schema?.response as Record<string, unknown> | undefined) ?? {};
        },
      });
    }
  });

  await registerSecurityHeaders(app, { https: publicUrl.startsWith('https://') });
  await app.register(compress, {
    global: true,
    threshold: compressionThreshold,
    encodings: [...contentCodings],
  });
  await app.register(cookie);
  app.decorate('periodicTaskLock', options.sharedDatabase ? options.db : undefined);
  await registerRateLimit(app, options.rateLimitCounters);
  await registerMultipart(app);
  registerAdminGuard(app, { db: options.db, publicUrl });

  const mailer = createMailer(app, {
    db: options.db,
    publicUrl,
    links: { orderPage: mintOrderLink, quotePage: mintQuoteLink },
    options: options.mail,
  });
  const deps = { db: options.db, storage: options.storage, mailer };
  registerAuthRoutes(app, { db: options.db, secureCookies: publicUrl.startsWith('https://') });
  registerAdminOrderRoutes(app, deps);
  registerAdminOverviewRoutes(app, deps);
  registerAdminProductRoutes(app, deps);
  registerProductRoutes(app, deps);
  const uploads = createUploadGuard(app, {
    limits: options.uploadLimits,
    freeDiskBytes: options.freeDiskBytes,
  });
  registerReviewRoutes(app, { ...deps, uploads });
  registerAdminReviewRoutes(app, { ...deps, uploads });
  registerCategoryRoutes(app, deps);
  registerAdminCategoryRoutes(app, deps);
  registerPromoRoutes(app, deps);
  registerAdminPromoRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerAdminShippingRoutes(app, deps);
  registerCartRoutes(app, { ...deps, uploads });
  registerCheckoutRoutes(app, deps);
  registerDiscountRoutes(app, { ...deps, discountThrottleClock: options.discountThrottleClock });
  registerAdminDiscountRoutes(app, deps);
  registerOrderRoutes(app, { ...deps, discountThrottleClock: options.discountThrottleClock });
  registerOrderPageRoutes(app, deps);
  registerOrderProofRoutes(app, deps);
  registerAdminProofRoutes(app, deps);
  registerQuoteRoutes(app, { ...deps, mintOrderLink });
  registerAdminQuoteRoutes(app, deps);
  registerAdminMessageRoutes(app, { db: options.db, mailer, publicUrl });
  registerUploadRoutes(app, { ...deps, uploads });
  await registerPaypalRoutes(app, {
    ...deps,
    publicUrl,
    paypal: options.paypal ?? { mode: 'simulator' },
    cleanup: options.paymentCleanup ?? { intervalMs: PAYMENT_CLEANUP_INTERVAL_MS },
  });
  registerMediaFiles(app, options.storage);
  registerSeoRoutes(app, { db: options.db, publicUrl });
  if (options.cartCleanup !== false) {
    schedulePeriodicTask(app, {
      name: 'stale-cart-cleanup',
      intervalMs: options.cartCleanup?.intervalMs ?? CART_CLEANUP_INTERVAL_MS,
      run: () => cleanupStaleCarts(options.db, options.storage, new Date(), app.log),
    });
  }
  if (options.authCleanup !== false) {
    const authRepository = createAuthRepository(options.db);
    schedulePeriodicTask(app, {
      name: 'admin-auth-cleanup',
      intervalMs: options.authCleanup?.intervalMs ?? AUTH_CLEANUP_INTERVAL_MS,
      run: () => cleanupAuthRecords(authRepository),
    });
  }
  if (options.throttleCleanup !== false) {
    const windows = [loginAttempts, discountGuessAttempts, reviewSubmissionAttempts, orderLookupAttempts];
    schedulePeriodicTask(app, {
      name: 'throttle-cleanup',
      intervalMs: options.throttleCleanup?.intervalMs ?? THROTTLE_CLEANUP_INTERVAL_MS,
      run: async () => {
        await deleteExpiredAttempts(options.db, windows);
        await cleanupRateLimitCounters(options.db);
      },
    });
  }

  if (options.embeddedVacuum) {
    schedulePeriodicTask(app, {
      name: 'embedded-database-vacuum',
      intervalMs: options.embeddedVacuum.intervalMs,
      run: () => vacuumTablesThatNeedIt(options.db),
    });
  }

  await registerWebClient(app, {
    clientDir: options.clientDir ?? '/nonexistent',
    renderDir: options.renderDir,
    publicUrl,
    reads: createStorefrontReads(options.db),
  });
  return app;
}
