import { CircleHelp, type LucideIcon, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { rushWords } from '#shared/rush';
import { shippingMethods } from '#shared/shipping-methods';
import { ContactDetails } from '#web/components/contact-details.tsx';

interface SupportTopic {
  id: string;
  title: string;
  icon: LucideIcon;
  body: ReactNode;
}

/** The footer's FAQ, Shipping Info and Returns links point at these anchors. */
const SUPPORT_TOPICS: SupportTopic[] = [
  {
    id: 'faq',
    title: 'FAQ',
    icon: CircleHelp,
    body: (
      <dl className="space-y-3">
        <div>
          <dt className="font-medium text-slate-900">Which artwork files do you accept?</dt>
          <dd>AI, PDF, PNG, JPG and JPEG.</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Can you design it for me?</dt>
          <dd>Yes. Describe what you need when you order and our team designs it for free.</dd>
        </div>
      </dl>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping Info',
    icon: Truck,
    body: (
      <ul className="space-y-2">
        <li>Rush printing: {rushWords}.</li>
        {shippingMethods.map((method) => (
          <li key={method.value}>
            {method.label}: {method.deliveryTime.toLowerCase()}.
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    icon: RotateCcw,
    body: (
      <p>
        Your satisfaction is guaranteed. If something is wrong with your order, contact us within 30 days and
        we will reprint it or refund your money.
      </p>
    ),
  },
];

const contactLinkClass = 'rounded-sm font-medium text-brand-700 hover:underline';

export function ContactSection() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Questions about an order, a custom size or a quote? Call, e-mail or visit our shop.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-slate-700 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Get in Touch</h3>
            <ContactDetails
              listClass="mt-3 space-y-3"
              itemClass="gap-3"
              iconClass="size-5 text-brand-600"
              linkClass={contactLinkClass}
            />
          </li>
          {SUPPORT_TOPICS.map(({ id, title, icon: Icon, body }) => (
            <li
              key={id}
              id={id}
              className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Icon className="size-5 text-brand-600" aria-hidden="true" />
                {title}
              </h3>
              <div className="mt-3">{body}</div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
