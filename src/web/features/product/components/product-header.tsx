import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '#shared/schemas/category';
import type { Product } from '#shared/schemas/product';
import { reviewCountLabel, StarRating } from '#web/components/star-rating.tsx';

type BreadcrumbCategory = Pick<Category, 'name' | 'slug'>;

/** The catalogue filtered to a category (the home page reads ?category= and scrolls to #products). */
function categoryHref(category: BreadcrumbCategory): string {
  return `/?${new URLSearchParams({ category: category.slug })}#products`;
}

const crumbLink =
  'rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Home / category / product (docs/product/storefront.md). */
export function Breadcrumb({
  category,
  productName,
}: {
  category: BreadcrumbCategory | null;
  productName: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        {category ? (
          <>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              <Link to={categoryHref(category)} className={crumbLink}>
                {category.name}
              </Link>
            </li>
          </>
        ) : null}
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-slate-900">
          {productName}
        </li>
      </ol>
    </nav>
  );
}

/**
 * Stars and 'n Review(s)', or 'No reviews yet': only real, approved reviews count (docs/product/overview.md).
 */
function ProductRating({ product }: { product: Pick<Product, 'averageRating' | 'reviewCount'> }) {
  if (product.reviewCount === 0 || product.averageRating === null) {
    return <p className="text-sm text-slate-600">No reviews yet</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <StarRating rating={product.averageRating} starClassName="size-5" />
      {/* The stars already say 'Rated 4.7 out of 5' to screen readers. */}
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {product.averageRating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-slate-400">
        ·
      </span>
      <span>{reviewCountLabel(product.reviewCount)}</span>
    </p>
  );
}

interface ProductHeaderProps {
  product: Pick<Product, 'name' | 'averageRating' | 'reviewCount'>;
  category: BreadcrumbCategory | null;
}

/** Category badge, the product name as the page heading, and its rating. */
export function ProductHeader({ product, category }: ProductHeaderProps) {
  return (
    <header className="space-y-3">
      {category ? (
        <p>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            {category.name}
          </span>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
      <ProductRating product={product} />
    </header>
  );
}
