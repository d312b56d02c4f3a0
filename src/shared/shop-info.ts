/**
 * The shop's static details (placeholders: docs/product/storefront.md), shared by the footer and the contact
 * section.
 */
export const SHOP_NAME = 'PrintPro Signs';

export const SHOP_CONTACT = {
  phone: '(555) 123-4567',
  phoneHref: 'tel:+15551234567',
  email: 'orders@printprosigns.example',
  addressLines: ['123 Print Avenue', 'Springfield, IL 62701'],
} as const;

/** Where pickup orders are collected: the shipping settings' store address, else the shop's own. */
export function pickupAddress(storeAddress: string): string {
  return storeAddress.trim() || SHOP_CONTACT.addressLines.join(', ');
}
