import type { RouteObject } from 'react-router';
import { HomePage } from '#web/features/catalog/components/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

/*
 * Code splitting: only the home page ships in the entry chunk. Every other page is a route `lazy`
 * import, so its code is a separate chunk loaded on the first visit to that route. The admin chunk is
 * never requested by the storefront. Routes that share a page share its one dynamic import.
 * `HydrateFallback` shows while a lazy page downloads on a first (hard) load of a client-rendered URL
 * (the cart, the admin); a server-rendered page's chunk is loaded before hydrating (main.tsx).
 */
async function loadAdmin() {
  const { AdminApp } = await import('./admin/admin-app.tsx');
  return { Component: AdminApp };
}

async function loadProduct() {
  const { ProductPage } = await import('#web/features/product/components/product-page.tsx');
  return { Component: ProductPage };
}

async function loadOrderPage() {
  const { OrderPage } = await import('#web/features/order-page/components/order-page.tsx');
  return { Component: OrderPage };
}

async function loadOrderLookup() {
  const { OrderLookupPage } = await import('#web/features/order-page/components/order-lookup-page.tsx');
  return { Component: OrderLookupPage };
}

async function loadQuotePage() {
  const { QuotePage } = await import('#web/features/quotes/components/quote-page.tsx');
  return { Component: QuotePage };
}

async function loadCart() {
  const { CartPage } = await import('#web/features/cart/components/cart-page.tsx');
  return { Component: CartPage };
}

/**
 * What a route says about server rendering (docs/decisions/0021): `serverRendered` pages are rendered to
 * HTML by the server (the others get the client shell); `chunks` are the source files of its lazy code,
 * named as Vite's manifest names them (relative to src/web), which the server preloads with the HTML.
 */
export interface RouteRenderHandle {
  serverRendered: true;
  chunks?: readonly string[];
}

const storefrontPage: RouteRenderHandle = { serverRendered: true };
const productPage: RouteRenderHandle = {
  serverRendered: true,
  chunks: ['features/product/components/product-page.tsx'],
};

/**
 * The pages of docs/product/storefront.md#pages. The shared chrome wraps every page; a pathless child route
 * catches page errors inside it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage, handle: storefrontPage },
          { path: 'cart', lazy: loadCart, HydrateFallback: PageLoading },
          { path: 'orders/:number', lazy: loadOrderPage, HydrateFallback: PageLoading },
          { path: 'order-lookup', lazy: loadOrderLookup, HydrateFallback: PageLoading },
          { path: 'quote/:token', lazy: loadQuotePage, HydrateFallback: PageLoading },
          { path: 'admin', lazy: loadAdmin, HydrateFallback: PageLoading },
          { path: 'admin/:tab', lazy: loadAdmin, HydrateFallback: PageLoading },
          { path: 'products/:slug', lazy: loadProduct, HydrateFallback: PageLoading, handle: productPage },
          { path: ':slug', lazy: loadProduct, HydrateFallback: PageLoading, handle: productPage },
          { path: '*', Component: NotFoundPage, handle: storefrontPage },
        ],
      },
    ],
  },
];
