import type { OrderSummary } from '#shared/schemas/checkout';

/** A placed order as the customer's pages read it: one line of business cards, pay in store. */
export function testOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
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
      phone: '',
      company: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      notes: '',
    },
    items: [
      {
        id: 1,
        productId: 3,
        productName: 'Business Cards',
        quantity: 2,
        options: [{ name: 'Size', value: 'standard', label: 'Standard 3.5" x 2"' }],
        designMethod: 'upload',
        designNotes: null,
        files: [{ id: 'f1', originalName: 'artwork.pdf', size: 20480, mimeType: 'application/pdf' }],
        unitPrice: '25.00',
        lineTotal: '50.00',
        amountBeforeDiscount: '50.00',
        quantityDiscountPercent: null,
      },
    ],
    subtotal: '50.00',
    discountCode: null,
    discountPercentage: null,
    discountAmount: '0.00',
    shippingCost: '15.00',
    total: '65.00',
    createdAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}
