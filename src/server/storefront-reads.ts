import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { listCategories } from './modules/categories/categories.service.ts';
import { orderPageExists } from './modules/orders/order-page.service.ts';
import { createProductHtmlCache } from './modules/products/product-html.ts';
import { createProductsRepository } from './modules/products/products.repository.ts';
import { getStorefrontProduct, listCatalogPage } from './modules/products/products.service.ts';
import { createPromoRepository } from './modules/promo/promo.repository.ts';
import { getPromoSettings } from './modules/promo/promo.service.ts';
import type { StorefrontReads } from './modules/seo/page-data.ts';

/**
 * The public reads of a server-rendered storefront page (docs/decisions/0021), built like app.ts builds
 * the routes: each module's repository handed to its own service, so a page shows what the storefront's
 * GET routes answer.
 */
export function createStorefrontReads(db: Database): StorefrontReads {
  const products = createProductsRepository(db);
  const productHtml = createProductHtmlCache();
  const categories = createCategoriesRepository(db);
  const promo = createPromoRepository(db);
  return {
    async findProduct(slug) {
      try {
        return await getStorefrontProduct(products, productHtml, slug);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },
    listCategories: () => listCategories(categories),
    getPromoSettings: () => getPromoSettings(promo),
    listCatalogPage: (query) => listCatalogPage(products, query),
    orderPageExists: (number, token) => orderPageExists(db, number, token),
  };
}
