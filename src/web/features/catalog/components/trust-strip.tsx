import { Award, BadgeDollarSign, type LucideIcon, ThumbsUp, Truck } from 'lucide-react';
import { rushWords } from '#shared/rush';

/** The four promises between the hero and the catalogue (docs/product/storefront.md). */
const PROMISES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Premium Quality', text: 'Professional materials and inks', icon: Award },
  { title: 'Fast Turnaround', text: `Rush in ${rushWords}`, icon: Truck },
  { title: 'Best Price', text: 'Price match guarantee', icon: BadgeDollarSign },
  { title: '100% Satisfaction', text: 'Money back guarantee', icon: ThumbsUp },
];

export function TrustStrip() {
  return (
    <section aria-label="Why shop with us" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
        {PROMISES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
