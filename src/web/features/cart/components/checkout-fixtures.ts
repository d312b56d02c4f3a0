import { fromCents, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { Category } from '#shared/schemas/category';
import type { Product } from '#shared/schemas/product';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { labelSelection } from '#shared/selection-labels';
import { makeProduct } from '#web/test/fixtures.ts';

/** Test data and a small fake of the shop's cart, checkout and PayPal API for the cart component tests. */

const cardsProduct: Product = makeProduct({
  id: 3,
  name: 'Business Cards',
  slug: 'business-cards',
  categoryId: 2,
  hasDoubleSided: true,
  hasLamination: true,
  hasCutShapes: true,
  hasFinishes: true,
  sizes: [{ value: 'standard', label: 'Standard 3.5" x 2"', price: '19.99' }],
  materials: [{ value: '16pt-cardstock', label: '16pt Cardstock', priceModifier: '0.00' }],
  cutShapes: [{ value: 'rounded-corners', label: 'Rounded Corners', price: '4.00' }],
  finishes: [{ value: 'soft-touch', label: 'Soft-Touch', priceModifier: 25 }],
  customOptions: [
    {
      id: 'opt-foil',
      name: 'Foil Accent',
      type: 'select',
      required: false,
      values: [{ value: 'gold', label: 'Gold foil', priceModifier: '15.00' }],
    },
  ],
  turnaroundTime: '1-2 business days',
});

const bannerProduct: Product = makeProduct({
  id: 7,
  name: 'Vinyl Banner',
  slug: 'vinyl-banner',
  categoryId: 1,
  sizes: [{ value: '3x6', label: "3' x 6'", price: '40.00' }],
  materials: [{ value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' }],
});

const testCategories: Category[] = [
  {
    id: 1,
    name: 'Banners & Signs',
    slug: 'banners-signs',
    description: null,
    options: {
      customOptions: [{ id: 'opt-grommets', name: 'Grommets', type: 'boolean', required: false, values: [] }],
    },
  },
  {
    id: 2,
    name: 'Custom Printing',
    slug: 'custom-printing',
    description: null,
    options: { customOptions: [] },
  },
];

/**
 * The display-ready fields GET /api/cart adds to a line: labels from the fixture product (with its
 * category's options), its free-shipping flag, turnaround and picture, and a price breakdown without a quantity tier.
 */
type StoredLine = Omit<
  CartItem,
  'options' | 'freeShipping' | 'turnaroundTime' | 'image' | 'price' | 'priceWhenAdded' | 'quote'
>;

function displayFields(item: StoredLine) {
  const product = [cardsProduct, bannerProduct].find((entry) => entry.id === item.productId);
  const category = testCategories.find((entry) => entry.id === product?.categoryId);
  const picture = product?.images[0];
  return {
    options: product ? labelSelection(product, item, category?.options.customOptions ?? []) : [],
    freeShipping: product?.freeShipping ?? false,
    turnaroundTime: product?.turnaroundTime ?? null,
    image: picture ? { url: picture, thumbnail: null } : null,
    priceWhenAdded: null,
    quote: null,
    price: {
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      subtotal: item.totalPrice,
      quantityTier: null,
      discount: '0.00',
      lineTotal: item.totalPrice,
    },
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const item: StoredLine = {
    id: 11,
    productId: 3,
    productName: 'Business Cards',
    productSlug: 'business-cards',
    size: 'standard',
    customWidthIn: null,
    customHeightIn: null,
    material: '16pt-cardstock',
    quantity: 2,
    isDoubleSided: true,
    isRush: false,
    cutShape: 'rounded-corners',
    finish: 'soft-touch',
    lamination: false,
    customOptions: { 'opt-foil': 'gold' },
    designMethod: 'upload',
    designNotes: null,
    unitPrice: '25.00',
    totalPrice: '50.00',
    uploadedFiles: ['artwork.pdf'],
    files: [{ id: 'f1', originalName: 'artwork.pdf', size: 20480, mimeType: 'application/pdf' }],
    ...overrides,
  };
  return { ...item, ...displayFields(item), ...overrides };
}

export const bannerItem = (): CartItem =>
  cartItem({
    id: 12,
    productId: 7,
    productName: 'Vinyl Banner',
    productSlug: 'vinyl-banner',
    size: '3x6',
    material: '13oz-vinyl',
    quantity: 1,
    isDoubleSided: false,
    cutShape: null,
    finish: null,
    customOptions: { 'opt-grommets': true },
    designMethod: 'create',
    designNotes: 'Grand opening, red and gold',
    unitPrice: '40.00',
    totalPrice: '40.00',
    uploadedFiles: [],
    files: [],
  });

/** The store's shipping settings in the cart tests: pickup in Springfield, $15 standard, $75 rush. */
export const testShippingSettings: ShippingSettings = {
  storeAddress: '123 Print Avenue, Springfield, IL 62701',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: false,
  freeShippingMinimum: '0.00',
  orderCutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: [],
};

/** The items subtotal of a cart, as a decimal string. */
export function subtotalOf(items: readonly CartItem[]): string {
  return fromCents(items.reduce((sum, item) => sum + toCents(item.totalPrice), 0));
}
