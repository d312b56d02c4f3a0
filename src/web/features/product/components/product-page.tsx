import { ChevronRight, PackageX, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatUSD } from '../../../lib/format.ts';
import { useProduct } from '../api/get-product.ts';

function ProductPageSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-2">
      <p role="status" className="sr-only">
        Loading product…
      </p>
      <Skeleton className="aspect-4/3 w-full rounded-xl" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-1/2" />
      </div>
    </div>
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
  const { data: product, isPending, isError, error, refetch, isFetching } = useProduct(slug);

  let content: ReactNode;
  if (isPending) {
    content = <ProductPageSkeleton />;
  } else if (isError && isApiError(error) && error.status === 404) {
    content = <ProductNotFound />;
  } else if (isError) {
    content = (
      <div role="alert" className="flex flex-col items-center py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load this product</h1>
        <p className="mt-3 text-slate-600">Please check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  } else {
    const image = product.images[0];
    content = (
      <>
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="rounded-sm hover:text-brand-700 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-slate-900">
              {product.name}
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="overflow-hidden rounded-xl bg-slate-100">
            {image ? (
              <img
                src={image}
                alt={product.name}
                width={960}
                height={720}
                className="aspect-4/3 w-full object-cover"
              />
            ) : (
              <div className="flex aspect-4/3 items-center justify-center text-slate-500">
                No media available
              </div>
            )}
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
            <p className="mt-3 text-slate-600">
              starting at{' '}
              <span className="text-2xl font-bold text-slate-900">{formatUSD(product.basePrice)}</span>
            </p>
            {product.description ? (
              <p className="mt-6 text-lg text-slate-700">{product.description}</p>
            ) : null}
          </div>
        </div>
      </>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{content}</div>;
}
