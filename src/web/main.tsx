import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedPageData } from './app/page-data.ts';
import { createAppRouter, resolveLazyMatches } from './app/router.ts';
import { routes } from './app/routes.tsx';
import { getCartSessionId } from './lib/cart-session.ts';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

// The anonymous cart session is created on the first visit and reused afterwards
// (docs/product/shipping-and-checkout.md#the-cart).
getCartSessionId();

/**
 * A storefront page arrives rendered, with the data it was rendered from (docs/decisions/0021): that data
 * goes into the query cache, the page's lazy chunk is loaded, and React hydrates the server's HTML. The
 * cart and the admin arrive as an empty shell, which React renders.
 */
async function start(container: HTMLElement) {
  const pageData = readPageData(document);
  if (pageData && container.firstElementChild) {
    seedPageData(queryClient, pageData);
    try {
      await resolveLazyMatches(routes, window.location);
    } catch {
      // The page's chunk did not load (e.g. a new deploy): render in the browser, where the route's error
      // page offers a reload.
      createRoot(container).render(
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      );
      return;
    }
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter()} renderedAt={pageData.renderedAt} />
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);
