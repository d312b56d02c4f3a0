import { Mail, MapPin, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { SHOP_CONTACT } from '#shared/shop-info';

/**
 * An e-mail address that may wrap only before its '@' and its dots, never inside a word (a narrow screen
 * used to show 'orders@printprosigns.exam' / 'ple').
 */
function EmailWithBreaks({ email }: { email: string }) {
  const [local = '', domain = ''] = email.split('@');
  // Each label keyed by the domain up to it: 'printprosigns', then 'printprosigns.example'.
  let upTo = '';
  const labels = domain.split('.').map((label) => {
    upTo = upTo === '' ? label : `${upTo}.${label}`;
    return { label, key: upTo, first: upTo === label };
  });
  return (
    <>
      {local}
      <wbr />@
      {labels.map(({ label, key, first }) => (
        <Fragment key={key}>
          {first ? null : (
            <>
              <wbr />.
            </>
          )}
          {label}
        </Fragment>
      ))}
    </>
  );
}

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
        <a href={`mailto:${SHOP_CONTACT.email}`} className={`${linkClass} min-w-0`}>
          <EmailWithBreaks email={SHOP_CONTACT.email} />
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
