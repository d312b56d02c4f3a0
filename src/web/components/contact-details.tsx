import { Mail, MapPin, Phone } from 'lucide-react';
import { SHOP_CONTACT } from '#web/lib/shop-info.ts';

type ContactDetailsProps = { listClass: string; itemClass: string; iconClass: string; linkClass: string };

/** The shop's phone, e-mail and address as a list; the footer and the contact section style it their way. */
export function ContactDetails({ listClass, itemClass, iconClass, linkClass }: ContactDetailsProps) {
  return (
    <ul className={listClass}>
      <li className={`flex items-start ${itemClass}`}>
        <Phone className={`mt-0.5 shrink-0 ${iconClass}`} aria-hidden="true" />
        <a href={SHOP_CONTACT.phoneHref} className={linkClass}>
          {SHOP_CONTACT.phone}
        </a>
      </li>
      <li className={`flex items-start ${itemClass}`}>
        <Mail className={`mt-0.5 shrink-0 ${iconClass}`} aria-hidden="true" />
        <a href={`mailto:${SHOP_CONTACT.email}`} className={`${linkClass} break-all`}>
          {SHOP_CONTACT.email}
        </a>
      </li>
      <li className={`flex items-start ${itemClass}`}>
        <MapPin className={`mt-0.5 shrink-0 ${iconClass}`} aria-hidden="true" />
        <address className="not-italic">
          {SHOP_CONTACT.addressLines[0]}
          <br />
          {SHOP_CONTACT.addressLines[1]}
        </address>
      </li>
    </ul>
  );
}
