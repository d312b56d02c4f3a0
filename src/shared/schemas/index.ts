export * from './cart.ts';
export * from './category.ts';
export * from './common.ts';
export * from './custom-option.ts';
export * from './product.ts';
export * from './promo.ts';
export * from './review.ts';
export * from './shipping-settings.ts';
