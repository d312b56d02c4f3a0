import type { Database } from '#server/db/client';
import { categories, products, reviews } from '#server/db/schema';

type NewProduct = typeof products.$inferInsert;

let counter = 0;

/** Inserts a product with sensible defaults; override what the test is about. */
export async function insertProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Product ${counter}`,
      slug: `test-product-${counter}`,
      description: 'A product for tests',
      basePrice: '10.00',
      sizes: [{ value: 'small', label: 'Small', price: '10.00' }],
      materials: [{ value: 'vinyl', label: 'Vinyl', priceModifier: '0.00' }],
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${counter}`, slug: `category-${counter}`, ...overrides })
    .returning();
  return row!;
}

export async function insertReview(
  db: Database,
  productId: number,
  overrides: Partial<typeof reviews.$inferInsert> = {},
) {
  const [row] = await db
    .insert(reviews)
    .values({ productId, customerName: 'Pat', rating: 5, comment: 'Great', isApproved: true, ...overrides })
    .returning();
  return row!;
}
