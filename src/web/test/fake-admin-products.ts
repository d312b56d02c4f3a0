import { HttpResponse } from 'msw';
import type { AdminProductListItem } from '#shared/schemas/admin-product-list';
import { catalogTotalHeader } from '#shared/schemas/catalog-page';
import type { Product } from '#shared/schemas/product';
import { type ApiCall, apiError } from './api-server.ts';
import type { FakeAdminApi } from './fake-admin-api.ts';

/** A product as GET /api/admin/products lists it. */
function slimProduct({
  id,
  name,
  slug,
  isArchived,
  categoryId,
  basePrice,
  updatedAt,
}: Product): AdminProductListItem {
  return { id, name, slug, isArchived, categoryId, basePrice, updatedAt };
}

/**
 * GET /api/admin/products as the server answers it: ?q= (name or slug, any case), ?ids=, ?onSale=true,
 * ?page= and ?pageSize= (default 50), sorted by name then id, the total in x-total-count.
 */
function adminProductListResponse(products: readonly Product[], call: ApiCall): Response {
  const q = call.params.get('q')?.trim().toLowerCase() ?? '';
  const ids = call.params.get('ids')?.split(',').map(Number);
  const onSale = call.params.get('onSale') === 'true';
  const page = Number(call.params.get('page') ?? '1');
  const pageSize = Number(call.params.get('pageSize') ?? '50');
  const matching = products
    .filter((p) => !q || p.name.toLowerCase().includes(q) || p.slug.toLowerCase().includes(q))
    .filter((p) => !ids || ids.includes(p.id))
    .filter((p) => !onSale || !p.isArchived)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
  const start = (page - 1) * pageSize;
  const body: AdminProductListItem[] = matching.slice(start, start + pageSize).map(slimProduct);
  return HttpResponse.json(body, { headers: { [catalogTotalHeader]: String(matching.length) } });
}

/**
 * Answers the admin product reads from `products()` (read at each call): the slim list and each whole
 * product by id (404 for an unknown one).
 */
export function serveAdminProducts(api: FakeAdminApi, products: () => readonly Product[]): void {
  api.override('GET /api/admin/products', (call) => adminProductListResponse(products(), call));
  api.override('GET /api/admin/products/:id', (call) => {
    const id = Number(call.pathParams.id);
    return products().find((entry) => entry.id === id) ?? apiError(404, 'Product not found', 'NOT_FOUND');
  });
}
