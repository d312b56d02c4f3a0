/** The carriers an admin can name for a shipped order, and where each one's tracking page is. */
export const trackingCarrierValues = ['ups', 'fedex', 'usps', 'other'] as const;
export type TrackingCarrier = (typeof trackingCarrierValues)[number];

export const trackingCarrierLabels: Record<TrackingCarrier, string> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  other: 'Other carrier',
};

const trackingPages: Record<Exclude<TrackingCarrier, 'other'>, (number: string) => string> = {
  ups: (number) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}`,
};

/** The carrier's own tracking page for this number; null for another carrier (the number is shown alone). */
export function trackingUrl(carrier: TrackingCarrier, number: string): string | null {
  return carrier === 'other' ? null : trackingPages[carrier](number);
}

/** A tracking number as carriers print them: letters, digits, spaces and dashes, 4 to 40 of them. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;
