// Every table of the shop, for the database client, drizzle-kit's migrations, the seed and the tests. Each
// table is defined in the file of the module that owns it (docs/architecture.md#tables-and-their-owners);
// other modules read it through the owner's service or a read model the owner publishes, never from here.

export * from './schema/artwork-files.ts';
export * from './schema/auth.ts';
export * from './schema/cart.ts';
export * from './schema/categories.ts';
export * from './schema/discounts.ts';
export * from './schema/mail.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/products.ts';
export * from './schema/promo.ts';
export * from './schema/proofs.ts';
export * from './schema/quotes.ts';
export * from './schema/rate-limit.ts';
export * from './schema/reviews.ts';
export * from './schema/shipping.ts';
export * from './schema/throttle.ts';
