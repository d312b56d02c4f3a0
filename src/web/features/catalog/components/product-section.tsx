import { PackageSearch, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useProducts } from '../api/get-products.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** SPEC §9: eight placeholder cards while the catalogue loads. */
export const LOADING_PLACEHOLDERS = 8;

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function ProductGridContent() {
  const { data: products, isPending, isError, refetch, isFetching } = useProducts();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading products…
        </p>
        <ul className={gridClass}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
            <li key={index} data-testid="product-card-placeholder">
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 p-10"
      >
        <p className="font-medium text-red-800">Failed to fetch products</p>
        <Button variant="outline" className="mt-4" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">No products found</p>
        <p className="mt-1 text-slate-600">Please check back soon — our catalogue is being updated.</p>
      </div>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        {products.length} {products.length === 1 ? 'product' : 'products'}
      </p>
      <ul className={gridClass}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ProductSection() {
  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 max-w-2xl">
          <h2 id="products-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Find Your Perfect Product
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Pick a product, choose your size and material, and upload your artwork — or let us design it.
          </p>
        </div>
        <ProductGridContent />
      </div>
    </section>
  );
}
