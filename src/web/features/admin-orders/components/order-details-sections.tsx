import { type ReactNode, useId } from 'react';
import { orderLineMoney } from '#shared/line-breakdown';
import { formatDueDate } from '#shared/production-queue';
import type { AdminOrder } from '#shared/schemas/admin';
import { designChoiceLabels } from '#shared/selection-labels';
import { LinePriceBreakdown } from '#web/components/line-price-breakdown.tsx';
import { formatUSD } from '#web/lib/format.ts';
import { OrderStatusBadge, PaymentInfo } from './order-badges.tsx';
import { formatOrderDate, formatOrderTime, notProvided, shippingMethodLabel } from './order-labels.ts';
import { UploadedFiles } from './uploaded-files.tsx';

type AdminOrderItem = AdminOrder['items'][number];

interface DetailRowData {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A label/value list; a blank value reads 'Not provided'. */
function DetailList({ rows }: { rows: readonly DetailRowData[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(({ label, value, testId }) => (
        <div
          key={label}
          className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2 sm:grid-cols-[10rem_1fr]"
        >
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900" data-testid={testId}>
            {value === '' || value === null || value === undefined ? (
              <span className="font-normal text-slate-500 italic">{notProvided}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-base font-semibold text-slate-900">
      {children}
    </h3>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Customer Information: name, email, phone, order date and time always; the rest when given. */
export function CustomerInformation({ order }: { order: AdminOrder }) {
  const id = useId();
  const { customer } = order;
  const optional: DetailRowData[] = (
    [
      ['Company', customer.company],
      ['Address', customer.address],
      ['City', customer.city],
      ['State', customer.state],
      ['ZIP Code', customer.zipCode],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => ({ label, value }));
  if (customer.notes.trim()) {
    optional.push({
      label: 'Customer Notes',
      value: <span className="whitespace-pre-line">{customer.notes}</span>,
    });
  }
  const rows: DetailRowData[] = [
    { label: 'Name', value: customer.name.trim() },
    {
      label: 'Email',
      value: customer.email.trim() ? (
        <a href={`mailto:${customer.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {customer.email}
        </a>
      ) : (
        ''
      ),
    },
    {
      label: 'Phone',
      value: customer.phone.trim() ? (
        <a href={`tel:${customer.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
          {customer.phone}
        </a>
      ) : (
        ''
      ),
    },
    { label: 'Order Date', value: formatOrderDate(order.createdAt) },
    { label: 'Order Time', value: formatOrderTime(order.createdAt) },
    ...(order.dueDate ? [{ label: 'Due', value: formatDueDate(order.dueDate) }] : []),
    ...optional,
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`}>Customer Information</SectionTitle>
      <div className="mt-2">
        <DetailList rows={rows} />
      </div>
    </section>
  );
}

function optionLabel(item: AdminOrderItem, name: string): string {
  return item.options.find((option) => option.name === name)?.label ?? '';
}

/**
 * One ordered item: its product details (docs/product/orders-and-statuses.md), every chosen option, its
 * design notes and files.
 */
export function ItemDetails({
  item,
  position,
  count,
}: {
  item: AdminOrderItem;
  position: number;
  count: number;
}) {
  const id = useId();
  const rows: DetailRowData[] = [
    { label: 'Product', value: item.productName },
    // The labels the customer read, from the order's snapshot (src/shared/selection-labels.ts); an order
    // without one shows the code it stored.
    { label: 'Size', value: optionLabel(item, 'Size') || (item.size ?? '') },
    { label: 'Material', value: optionLabel(item, 'Material') },
    { label: 'Quantity', value: item.quantity.toLocaleString('en-US') },
    { label: 'Double-Sided', value: yesNo(item.isDoubleSided) },
    { label: 'Rush Order', value: yesNo(item.isRush) },
    { label: 'Design Method', value: designChoiceLabels[item.designMethod] },
    { label: 'Line Total', value: formatUSD(item.lineTotal) },
  ];
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg p-4 ring-1 ring-slate-200">
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {count > 1 ? `Item ${position} of ${count}: ` : ''}
        {item.productName}
      </h4>
      <div className="mt-2">
        <DetailList rows={rows} />
      </div>
      <h5 className="mt-4 text-sm font-semibold text-slate-900">Price</h5>
      <div className="mt-1">
        <LinePriceBreakdown money={orderLineMoney(item)} />
      </div>
      <h5 className="mt-4 text-sm font-semibold text-slate-900">Chosen Options</h5>
      {item.options.length > 0 ? (
        <ul aria-label={`Options of ${item.productName}`} className="mt-1 space-y-0.5 text-sm text-slate-700">
          {item.options.map((option) => (
            <li key={`${option.name}-${option.value}`}>
              <span className="text-slate-600">{option.name}:</span> {option.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">No options chosen.</p>
      )}
      <h5 className="mt-4 text-sm font-semibold text-slate-900">Design Notes</h5>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
        {item.designNotes?.trim() ? item.designNotes : 'No design notes.'}
      </p>
      <h5 className="mt-4 text-sm font-semibold text-slate-900">Uploaded Files</h5>
      <UploadedFiles files={item.files} />
    </article>
  );
}

/** Order Summary: subtotal, discount, shipping with its method, total, status and payment. */
export function OrderSummarySection({ order }: { order: AdminOrder }) {
  const id = useId();
  const hasDiscount = order.discountCode !== null || Number(order.discountAmount) > 0;
  const discountLabel = order.discountCode
    ? `Discount (${order.discountCode}${order.discountPercentage === null ? '' : `, ${order.discountPercentage}%`})`
    : 'Discount';
  const rows: DetailRowData[] = [
    { label: 'Subtotal', value: formatUSD(order.subtotal), testId: 'summary-subtotal' },
    ...(hasDiscount
      ? [{ label: discountLabel, value: `−${formatUSD(order.discountAmount)}`, testId: 'summary-discount' }]
      : []),
    {
      label: `Shipping (${shippingMethodLabel(order.shippingMethod)})`,
      value: formatUSD(order.shippingCost),
      testId: 'summary-shipping',
    },
    {
      label: 'Total',
      value: <span className="text-base">{formatUSD(order.total)}</span>,
      testId: 'summary-total',
    },
    { label: 'Status', value: <OrderStatusBadge status={order.status} /> },
    { label: 'Payment', value: <PaymentInfo method={order.paymentMethod} status={order.paymentStatus} /> },
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`}>Order Summary</SectionTitle>
      <div className="mt-2">
        <DetailList rows={rows} />
      </div>
    </section>
  );
}
