import { type Location, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { showsPromoBanner } from '#web/features/promo/banner-state.ts';
import { PromoBanner } from '#web/features/promo/components/promo-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-60 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
      <span className="sr-only" role="status">
        Loading…
      </span>
    </div>
  );
}

/**
 * The key ScrollRestoration saves positions under. Every page load starts on an entry keyed 'default',
 * so by its history key alone a fresh load (e.g. of /#products, or of a product page typed into the
 * address bar) would be sent to the position saved by an earlier page load in the same tab, instead of
 * its #hash or the top. That first entry is keyed by its URL instead; a reload still restores it.
 */
export function scrollRestorationKey(location: Location): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}${location.hash}`
    : location.key;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-70 -translate-y-24 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <NavigationProgress />
      {/* The promo banner sits above the page, on the storefront only (docs/product/promotions.md). */}
      {showsPromoBanner(pathname) ? <PromoBanner /> : null}
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollRestorationKey} />
    </div>
  );
}
