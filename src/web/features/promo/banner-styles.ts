import type { BannerStyle } from '#shared/promo-constants';
import { bannerStyles } from '#shared/promo-constants';

/**
 * How each banner style looks, and its name in the admin's style picker. White text passes AA (4.5:1) on
 * every stop of each gradient (orange-600, 3.6:1, would not).
 */
export const bannerStyleLooks: Record<BannerStyle, { label: string; className: string }> = {
  'red-gradient': {
    label: 'Red gradient',
    className: 'bg-linear-to-r from-red-700 via-red-600 to-orange-700',
  },
  'blue-gradient': {
    label: 'Blue gradient',
    className: 'bg-linear-to-r from-blue-800 via-blue-700 to-sky-700',
  },
  'green-gradient': {
    label: 'Green gradient',
    className: 'bg-linear-to-r from-emerald-800 via-emerald-700 to-teal-700',
  },
  'purple-gradient': {
    label: 'Purple gradient',
    className: 'bg-linear-to-r from-purple-800 via-fuchsia-700 to-pink-700',
  },
  dark: { label: 'Dark', className: 'bg-linear-to-r from-slate-900 via-slate-800 to-slate-900' },
};

/** A stored style name, or the default red gradient for anything unknown (e.g. an older free-text value). */
export function bannerStyleOf(name: string): BannerStyle {
  return (bannerStyles as readonly string[]).includes(name) ? (name as BannerStyle) : 'red-gradient';
}
