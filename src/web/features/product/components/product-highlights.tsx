import { Award, BadgeDollarSign, Check, Clock, Droplets, Ruler, Sun, Truck, Zap } from 'lucide-react';
import type { Product } from '#shared/schemas/product';

/** The six benefit icons (docs/product/storefront.md). */
const benefits = [
  { label: 'Great Quality', Icon: Award },
  { label: 'Fade Resistant', Icon: Sun },
  { label: 'Waterproof', Icon: Droplets },
  { label: 'Best Prices', Icon: BadgeDollarSign },
  { label: 'Custom Size', Icon: Ruler },
  { label: 'Fast Turnaround', Icon: Zap },
] as const;

function ProductBenefits() {
  return (
    <ul aria-label="Why customers choose us" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {benefits.map(({ label, Icon }) => (
        <li
          key={label}
          className="flex flex-col items-center gap-1.5 rounded-lg bg-slate-50 px-1 py-3 text-center text-xs font-medium text-slate-700"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}

type HighlightsProduct = Pick<Product, 'description' | 'features' | 'turnaroundTime' | 'freeShipping'>;

/** The description, the benefit icons, the feature list, the turnaround time and free shipping. */
export function ProductHighlights({ product }: { product: HighlightsProduct }) {
  return (
    <div className="space-y-6">
      {product.description ? (
        <p className="text-base leading-relaxed text-slate-700 sm:text-lg">{product.description}</p>
      ) : null}
      <ProductBenefits />
      {product.features.length > 0 ? (
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-lg font-semibold text-slate-900">
            Features
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-brand-600" aria-hidden="true" />
          <dt className="font-medium text-slate-900">Turnaround:</dt>
          <dd>{product.turnaroundTime}</dd>
        </div>
        {product.freeShipping ? (
          <div className="flex items-center gap-2 text-emerald-700">
            <Truck className="size-4" aria-hidden="true" />
            <dt className="font-medium">Shipping:</dt>
            <dd>Free shipping</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
