import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { registerCartRoutes } from './modules/cart/cart.routes.ts';
import { registerCategoryRoutes } from './modules/categories/categories.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerPromoRoutes } from './modules/promo/promo.routes.ts';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { registerShippingRoutes } from './modules/shipping/shipping.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMediaFiles } from './plugins/media-files.ts';
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
  trustProxy?: boolean | string;
};

/** Builds the whole application without listening, so tests can use app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, { https: publicUrl.startsWith('https://') });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  await registerRateLimit(app);

  const deps = { db: options.db, storage: options.storage };
  registerProductRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerPromoRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerQuoteRoutes(app, deps);
  registerMediaFiles(app, options.storage);
  registerSeoRoutes(app, { db: options.db, publicUrl });

  await registerWebClient(app, { clientDir: options.clientDir ?? '/nonexistent', publicUrl, db: options.db });
  return app;
}
