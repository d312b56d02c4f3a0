import { artworkFileView } from '#server/uploads/artwork-facts';
import { formatOrderNumber } from '#shared/order-number';
import type { OrderSummary } from '#shared/schemas/checkout';
import type { OrderFileRow, OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * An order its customer has: paid in store (or to be), or captured by PayPal (paid or held for review);
 * not a PayPal attempt left unpaid or voided. Only these get e-mails and an order page.
 */
export function orderStands(
  row: Pick<OrderRow, 'paymentStatus' | 'paymentMethod' | 'paypalCaptureId'>,
): boolean {
  return row.paymentStatus !== 'voided' && (row.paymentMethod === 'store' || row.paypalCaptureId !== null);
}

/** Blank optional customer fields are stored as NULL (the admin shows 'Not provided'). */
export function blankToNull(value: string): string | null {
  return value === '' ? null : value;
}

/** A file of an order line with its artwork check at the size ordered (its inches kept with the line). */
function orderFileOf(file: OrderFileRow, item: OrderItemRow) {
  const size =
    item.sizeWidthIn && item.sizeHeightIn ? { widthIn: item.sizeWidthIn, heightIn: item.sizeHeightIn } : null;
  return artworkFileView(file, size, item.isDoubleSided ? 2 : 1);
}

/** An order, its lines and their files as the customer sees them (orderSummarySchema). */
export function toOrderSummary(order: OrderRow, items: OrderItemRow[], files: OrderFileRow[]): OrderSummary {
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    shippingMethod: order.shippingMethod,
    proofRequested: order.proofRequested,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone ?? '',
      company: order.customerCompany ?? '',
      address: order.customerAddress ?? '',
      city: order.customerCity ?? '',
      state: order.customerState ?? '',
      zipCode: order.customerZipCode ?? '',
      notes: order.customerNotes ?? '',
    },
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      options: item.options,
      designMethod: item.designMethod,
      designNotes: item.designNotes,
      files: files.filter((file) => file.orderItemId === item.id).map((file) => orderFileOf(file, item)),
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      amountBeforeDiscount: item.amountBeforeDiscount,
      quantityDiscountPercent: item.quantityDiscountPercent,
    })),
    subtotal: order.subtotal,
    discountCode: order.discountCode,
    discountPercentage: order.discountPercentage,
    discountAmount: order.discountAmount,
    shippingCost: order.shippingCost,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
  };
}
