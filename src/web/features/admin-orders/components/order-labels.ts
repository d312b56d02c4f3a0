// The names of the order's codes are shared with the server's CSV export.
export {
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  shippingMethodLabel,
} from '#shared/order-labels';

export { formatOrderDate, formatOrderTime, notProvided } from '#web/lib/admin-dates.ts';
