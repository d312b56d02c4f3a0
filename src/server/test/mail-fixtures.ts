import type { OrderSummary } from '#shared/schemas/checkout';

/**
 * An order as the shop keeps it, for the e-mails: twelve banners past the 10 % tier (12 × $84.48 =
 * $1,013.76, −$101.38, $912.38) shipped standard ($15.00), paid in store: $927.38.
 */
export function sampleOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 7,
    orderNumber: '#007',
    status: 'new',
    paymentMethod: 'store',
    paymentStatus: 'pending',
    shippingMethod: 'standard',
    proofRequested: false,
    customer: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      company: 'Analytical Engines',
      address: '12 St James Square',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      notes: '',
    },
    items: [
      {
        id: 1,
        productId: 3,
        productName: 'Vinyl Banners',
        quantity: 12,
        options: [
          { name: 'Size', value: '3x6', label: "3' x 6'" },
          { name: 'Material', value: '13oz', label: '13oz Vinyl' },
        ],
        designMethod: 'upload',
        designNotes: null,
        files: [{ id: 'f1', originalName: 'logo.pdf', size: 120_000, mimeType: 'application/pdf' }],
        unitPrice: '84.48',
        lineTotal: '912.38',
        amountBeforeDiscount: '1013.76',
        quantityDiscountPercent: 10,
      },
    ],
    subtotal: '912.38',
    discountCode: null,
    discountPercentage: null,
    discountAmount: '0.00',
    shippingCost: '15.00',
    total: '927.38',
    createdAt: '2026-11-26T15:00:00.000Z',
    ...overrides,
  };
}
