import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodValues,
  paymentStatusValues,
} from '#shared/schemas/checkout';
import { type ShippingMethod, shippingMethodValues } from '#shared/shipping';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { OrderFilters as Filters } from '../hooks/use-orders-url-state.ts';
import { paymentMethodLabels, paymentStatusLabels, shippingMethodLabel } from './order-labels.ts';

/** How long the search waits after the last key before it asks the server. */
const searchDelayMs = 300;

interface OrderFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  onClear: () => void;
}

const rushChoices = [
  { value: '', label: 'Rush or not' },
  { value: 'true', label: 'Rush only' },
  { value: 'false', label: 'No rush' },
] as const;

function FilterSelect<T extends string>({
  label,
  value,
  allLabel,
  choices,
  onChange,
}: {
  label: string;
  value: T | null;
  allLabel: string;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? null)
        }
        className="h-9 px-2"
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The Orders list's search box and filters
 * (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders): one box for an order
 * number or part of a name, e-mail, company or phone (sent once typing pauses), and payment, shipping, rush
 * and dates. Every filter lives in the address.
 */
export function OrderFilters({ filters, onChange, onClear }: OrderFiltersProps) {
  const id = useId();
  const [typed, setTyped] = useState(filters.q);
  // The address changed elsewhere (back button, Clear): the box follows it.
  useEffect(() => setTyped(filters.q), [filters.q]);
  useEffect(() => {
    if (typed.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange('q', typed), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, filters.q, onChange]);
  const anySet =
    filters.q !== '' ||
    filters.paymentStatus !== null ||
    filters.paymentMethod !== null ||
    filters.shippingMethod !== null ||
    filters.rush !== null ||
    filters.from !== '' ||
    filters.to !== '';
  return (
    <search aria-label="Find orders" className="mb-4 space-y-3">
      <div className="relative">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search orders
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange('q', typed);
          }}
          placeholder="Order #, name, e-mail, company or phone"
          maxLength={200}
          className="h-10 pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <FilterSelect<PaymentStatus>
          label="Payment"
          value={filters.paymentStatus}
          allLabel="Any payment"
          choices={paymentStatusValues.map((value) => ({ value, label: paymentStatusLabels[value] }))}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <FilterSelect<PaymentMethod>
          label="Paid with"
          value={filters.paymentMethod}
          allLabel="Any method"
          choices={paymentMethodValues.map((value) => ({ value, label: paymentMethodLabels[value] }))}
          onChange={(value) => onChange('paymentMethod', value)}
        />
        <FilterSelect<ShippingMethod>
          label="Shipping"
          value={filters.shippingMethod}
          allLabel="Any shipping"
          choices={shippingMethodValues.map((value) => ({ value, label: shippingMethodLabel(value) }))}
          onChange={(value) => onChange('shippingMethod', value)}
        />
        <FilterSelect<'true' | 'false'>
          label="Rush"
          value={filters.rush === null ? null : filters.rush ? 'true' : 'false'}
          allLabel={rushChoices[0].label}
          choices={rushChoices.slice(1) as { value: 'true' | 'false'; label: string }[]}
          onChange={(value) => onChange('rush', value === null ? null : value === 'true')}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-from`} className="text-xs text-slate-600">
            From
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange('from', event.target.value)}
            className="h-9"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-to`} className="text-xs text-slate-600">
            To
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange('to', event.target.value)}
            className="h-9"
          />
        </div>
      </div>
      {anySet ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear search and filters
        </Button>
      ) : null}
    </search>
  );
}
