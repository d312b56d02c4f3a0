import { PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { productNotFoundPageMeta, productPageMeta } from '#shared/seo';
import { PageLoadError } from '#web/components/page-load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { pageOrigin, usePageMeta } from '#web/lib/use-page-meta.ts';
import { useProduct } from '../api/get-product.ts';
import { ProductDetails } from './product-details.tsx';

function ProductPageSkeleton() {
  return (
    <LoadingSkeleton label="Loading product…">
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-6 h-10 w-2/3" />
      <Skeleton className="mt-3 h-5 w-40" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-x-12">
        <div>
          <Skeleton className="aspect-4/3 w-full rounded-xl" />
          <div className="mt-3 flex gap-2">
            <Skeleton className="h-16 w-20" />
            <Skeleton className="h-16 w-20" />
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </LoadingSkeleton>
  );
}

function ProductNotFound() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <PackageX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Product Not Found</h1>
      <p className="mt-3 text-slate-600">The product you're looking for doesn't exist.</p>
      <Button asChild className="mt-8">
        <Link to="/#products">Browse Products</Link>
      </Button>
    </div>
  );
}

export function ProductPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { data: product, isPending, isError, error, refetch, isFetching } = useProduct(slug);
  const notFound = isError && isApiError(error) && error.status === 404;

  // Title, description, canonical, Open Graph and JSON-LD follow the page; the JSON-LD goes when it is left.
  usePageMeta(
    product
      ? productPageMeta(product, pageOrigin())
      : notFound
        ? productNotFoundPageMeta(pageOrigin(), pathname)
        : null,
  );

  let content: ReactNode;
  if (isPending) {
    content = <ProductPageSkeleton />;
  } else if (notFound) {
    content = <ProductNotFound />;
  } else if (isError) {
    content = (
      <PageLoadError
        title="We couldn't load this product"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else {
    // Keyed by product, so moving to another product starts its gallery and configurator afresh.
    content = <ProductDetails key={product.id} product={product} />;
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{content}</div>;
}
