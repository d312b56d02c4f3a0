import { Link } from 'react-router';
import { ContactDetails } from '#web/components/contact-details.tsx';
import { BrandLink } from './brand-link.tsx';

const PRODUCT_LINKS = [
  { label: 'Banners', to: '/products/vinyl-banners' },
  { label: 'Business Cards', to: '/products/business-cards' },
  { label: 'Yard Signs', to: '/products/yard-signs' },
  { label: 'Stickers', to: '/products/custom-stickers' },
];

const SUPPORT_LINKS = [
  { label: 'Contact Us', to: '/#contact' },
  { label: 'Find Your Order', to: '/order-lookup' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Shipping Info', to: '/#shipping' },
  { label: 'Returns', to: '/#returns' },
];

const linkClass = 'rounded-sm text-sm text-slate-300 transition-colors hover:text-white';

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <BrandLink inverted />
          <p className="mt-4 max-w-xs text-sm leading-6">
            Your trusted partner for custom printing and signage. From vinyl banners to business cards, we
            help businesses and events get noticed.
          </p>
        </div>
        <FooterLinks title="Products" links={PRODUCT_LINKS} />
        <FooterLinks title="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ContactDetails
            listClass="mt-4 space-y-3 text-sm"
            itemClass="gap-2"
            iconClass="size-4 text-accent-400"
            linkClass={linkClass}
          />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} PrintPro Signs. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
