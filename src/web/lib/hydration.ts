import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Server rendering and hydration (docs/decisions/0021). The first render in the browser must produce
 * exactly the HTML the server sent, so what only the browser knows (the clock, local storage, media
 * queries) is read after hydration, never during it.
 */

const subscribeToNothing = () => () => {};

/**
 * True while rendering on the server and while hydrating the server's HTML; false afterwards and in
 * pages the browser renders itself. React reads the server snapshot during both, then renders again with
 * the client's.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** When the server rendered the page (ms since the epoch), provided by AppProviders; null when not rendered. */
export const PageRenderTimeContext = createContext<number | null>(null);

/**
 * The clock to render with while the server's HTML is being produced or hydrated (the time the server
 * rendered it, so both sides compute the same text); null once hydrated, when components read the real time.
 */
export function useHydrationClock(): number | null {
  const renderedAt = useContext(PageRenderTimeContext);
  const hydrating = useIsHydrating();
  return hydrating ? renderedAt : null;
}
