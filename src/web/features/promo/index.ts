/**
 * The promo feature's public face: what another feature may use of it (the admin's Promotions tab shows
 * the banner in its Live Preview and offers its styles). Other features import this file, never the
 * feature's folders (biome.json's noRestrictedImports says so).
 */
export { bannerStyleLooks, bannerStyleOf } from './banner-styles.ts';
export { PromoBannerView } from './components/promo-banner-view.tsx';
export { endOfLocalDay, formatCountdown } from './countdown.ts';
