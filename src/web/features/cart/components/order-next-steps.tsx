import { shippingMethods } from '#shared/shipping';
import type { OrderSummary } from '../api/get-order.ts';

function addressOf(order: OrderSummary): string | null {
  const { address, city, state, zipCode } = order.customer;
  if (!address) return null;
  const place = [city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address, place].filter(Boolean).join(', ');
}

/** When the order is ready or arrives, as the checkout promised; a proof's approval counted. */
export function expectedWords(order: OrderSummary): string | null {
  if (!order.expected) return null;
  return order.proofRequested
    ? `${order.expected}, if you approve your proof the day it arrives`
    : order.expected;
}

/** 'What happens next', and who we will contact, for this order's payment, proof and shipping choices. */
export function OrderNextSteps({ order, storeAddress }: { order: OrderSummary; storeAddress: string }) {
  const method = shippingMethods.find((option) => option.value === order.shippingMethod);
  const designs = order.items.some((item) => item.designMethod === 'create');
  const address = addressOf(order);
  const steps: string[] = [
    designs
      ? `Our designers start on your design brief and send a proof to ${order.customer.email}.`
      : `We check your artwork files and contact you at ${order.customer.email} if anything needs attention.`,
    order.proofRequested
      ? 'We e-mail you a proof of each item within a business day; your order goes to print once you approve it.'
      : 'You chose to print as submitted: your order goes to print once the files are checked, without a proof.',
    order.shippingMethod === 'pickup'
      ? `Store pickup${storeAddress ? ` at ${storeAddress}` : ''}: we let you know when it is ready.`
      : `It ships by ${method?.label ?? 'the chosen method'}${address ? ` to ${address}` : ''}: ${method?.deliveryTime.toLowerCase() ?? 'once printed'}.`,
  ];
  if (order.paymentMethod === 'paypal' && order.paymentStatus === 'pending') {
    steps.unshift(
      'PayPal is still processing your payment. We start on your order once PayPal confirms it; there is nothing more to pay.',
    );
  }
  if (order.paymentMethod === 'store' && order.paymentStatus === 'pending') {
    steps.push(`Pay by card or cash at our store${storeAddress ? `, ${storeAddress}` : ''}.`);
  }
  return (
    <section
      aria-labelledby="confirmation-next"
      className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="confirmation-next" className="text-lg font-bold text-slate-900">
        What happens next
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        Keep your order number <strong className="text-slate-900">{order.orderNumber}</strong> for any
        questions about this order.
      </p>
    </section>
  );
}
