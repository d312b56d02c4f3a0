import type { CustomSizeSetting } from '../custom-size.ts';

/**
 * The tests' custom size (src/shared/custom-size.ts), like the demo vinyl banner's: typed in feet, 1' to
 * 16' wide and 1' to 50' high in half feet, $2.50 a square foot, $25.00 a piece at least. So 4 × 10 ft
 * (48 × 120 in, 40 sq ft) is $100.00, and 1 × 1 ft is the $25.00 minimum.
 */
export const feetBannerCustomSize: CustomSizeSetting = {
  ratePerSqFt: '2.50',
  minimumCharge: '25.00',
  unit: 'ft',
  minWidthIn: 12,
  maxWidthIn: 192,
  minHeightIn: 12,
  maxHeightIn: 600,
  incrementIn: 6,
};
