import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { registerAdminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { registerAdminProductRoutes } from './modules/admin-products/admin-products.routes.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { cleanupAuthRecords } from './modules/auth/auth.service.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { cleanupStaleCarts } from './modules/cart/cart-cleanup.service.ts';
import { registerCategoryRoutes } from './modules/categories/categories.routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerDiscountRoutes } from './modules/discounts/discounts.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerPromoRoutes } from './modules/promo/promo.routes.ts';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { cleanupReviewSubmissions } from './modules/reviews/review-throttle.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { registerShippingRoutes } from './modules/shipping/shipping.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerPaypalRoutes } from './payments/paypal.routes.ts';
import type { PaypalSettings } from './payments/paypal-settings.ts';
import { registerAdminGuard } from './plugins/admin-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMediaFiles } from './plugins/media-files.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { schedulePeriodicTask } from './plugins/periodic-task.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebClient } from './plugins/web-client.ts';
import type { Storage } from './storage/storage.ts';

export type AppOptions = {
  db: Database;
  storage: Storage;
  /** The shop's public address (canonical links, PayPal return URLs). */
  publicUrl?: string;
  /** The built client (dist/client); when absent, page paths answer that the client is not built. */
  clientDir?: string;
  logger?: boolean | { level: string };
  /** Trust X-Forwarded-* (true, or only from these comma-separated proxy addresses); off unless configured. */
  trustProxy?: boolean | string | number;
  /** The removal of carts untouched for 30 days: every 6 hours by default; false turns it off (tests). */
  cartCleanup?: false | { intervalMs: number };
  /** Removal of expired admin sessions and old failed logins: hourly by default; false turns it off (tests). */
  authCleanup?: false | { intervalMs: number };
  /** Removal of review-submission records older than the throttle window: hourly by default; false turns it off. */
  reviewThrottleCleanup?: false | { intervalMs: number };
  /** PayPal: the built-in simulator (the default) or the real sandbox / live service. */
  paypal?: PaypalSettings;
};

const CART_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const REVIEW_THROTTLE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method and URL pattern), e.g. for the test that walks the admin routes. */
    registeredRoutes: { method: string; url: string }[];
  }
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
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push({ method, url: route.url });
  });

  await registerSecurityHeaders(app, { https: publicUrl.startsWith('https://') });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  await registerRateLimit(app);
  await registerMultipart(app);
  registerAdminGuard(app, { db: options.db, publicUrl });

  const deps = { db: options.db, storage: options.storage };
  registerAuthRoutes(app, { db: options.db, secureCookies: publicUrl.startsWith('https://') });
  registerAdminOrderRoutes(app, deps);
  registerAdminProductRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerPromoRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerDiscountRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerQuoteRoutes(app, deps);
  registerUploadRoutes(app, deps);
  await registerPaypalRoutes(app, { ...deps, publicUrl, paypal: options.paypal ?? { mode: 'simulator' } });
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
  if (options.reviewThrottleCleanup !== false) {
    schedulePeriodicTask(app, {
      name: 'review-throttle-cleanup',
      intervalMs: options.reviewThrottleCleanup?.intervalMs ?? REVIEW_THROTTLE_CLEANUP_INTERVAL_MS,
      run: () => cleanupReviewSubmissions(options.db),
    });
  }

  await registerWebClient(app, { clientDir: options.clientDir ?? '/nonexistent', publicUrl, db: options.db });
  return app;
}
