import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { pageBootScriptSource } from './page-boot.ts';

/**
 * Security headers with a content security policy the app itself passes: no inline script runs but the
 * rendered pages' boot script (page-boot.ts), allowed by its hash.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
        scriptSrc: ["'self'", pageBootScriptSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.https,
  });
}
