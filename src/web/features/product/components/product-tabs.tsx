import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/schemas/product';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ReviewsPanel } from './reviews/reviews-panel.tsx';
import { SafeHtml } from './safe-html.tsx';

type TabsProduct = Pick<
  Product,
  'id' | 'overview' | 'specifications' | 'faqs' | 'averageRating' | 'reviewCount'
>;

function HtmlPanel({ html, empty }: { html: string | null; empty: ReactNode }) {
  if (html === null || html.trim() === '') {
    return <p className="text-slate-600">{empty}</p>;
  }
  return <SafeHtml html={html} />;
}

const askUs = (
  <>
    {' '}
    <Link
      to="/#contact"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      Contact us
    </Link>{' '}
    and we will gladly help.
  </>
);

/** Overview (default), Specifications, FAQs and Reviews (count): docs/product/storefront.md. */
export function ProductTabs({ product }: { product: TabsProduct }) {
  return (
    <section aria-labelledby="product-information-heading">
      <h2 id="product-information-heading" className="sr-only">
        Product information
      </h2>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Product information">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="faqs">FAQs</TabsTrigger>
          <TabsTrigger value="reviews">Reviews ({product.reviewCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <HtmlPanel html={product.overview} empty="There is no overview for this product yet." />
        </TabsContent>
        <TabsContent value="specifications">
          <HtmlPanel
            html={product.specifications}
            empty={<>The specifications for this product have not been published yet.{askUs}</>}
          />
        </TabsContent>
        <TabsContent value="faqs">
          <HtmlPanel
            html={product.faqs}
            empty={<>There are no frequently asked questions for this product yet. Have a question?{askUs}</>}
          />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsPanel
            productId={product.id}
            averageRating={product.averageRating}
            reviewCount={product.reviewCount}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
