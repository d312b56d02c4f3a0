import { useEffect, useLayoutEffect } from 'react';

/**
 * Smooth scrolling for in-page links ('Start Your Order', the Products/About/Contact links) while the
 * page is shown. The router's ScrollRestoration scrolls to a link's #hash with `scrollIntoView()`,
 * which follows the root element's `scroll-behavior`. It is switched on after the first render, so a
 * fresh load of /#products or a Back to a saved position still lands at once, and off as soon as the
 * page is left, before the next page resets the scroll to the top. Visitors who ask for reduced motion
 * keep instant jumps.
 */
export function useSmoothScrolling(): void {
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty('scroll-behavior');
    },
    [],
  );
  useEffect(() => {
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ) {
      return;
    }
    document.documentElement.style.setProperty('scroll-behavior', 'smooth');
  }, []);
}
