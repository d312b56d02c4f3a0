import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testProduct, testReview } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductTabs } from './product-tabs.tsx';

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

/** GET /api/products/7/reviews (testProduct's) answering `answer`; any other product's is not found. */
function serveReviews(answer: ApiResolver<'GET /api/products/:id/reviews'>) {
  serve(
    handle('GET /api/products/:id/reviews', (call) =>
      call.pathParams.id === '7' ? answer(call) : apiError(404, 'Product not found', 'NOT_FOUND'),
    ),
  );
}

describe('ProductTabs', () => {
  it('opens on Overview and switches to Specifications, FAQs and Reviews (count)', async () => {
    const user = userEvent.setup();
    serveReviews(() => []);
    renderWithProviders(<ProductTabs product={testProduct()} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Specifications', 'FAQs', 'Reviews (3)']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Banners for every occasion.');
    expect(callsTo()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('table')).toHaveTextContent('13oz vinyl');
    await user.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(screen.getByRole('heading', { name: 'Can I hang it outside?' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Reviews (3)' }));
    expect(await screen.findByText('No reviews yet')).toBeVisible();
  });

  it('renders overview HTML without its scripts or event handlers', () => {
    const overview =
      '<p>Safe text</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:alert(1)">link</a>';
    const { container } = renderWithProviders(<ProductTabs product={testProduct({ overview })} />);
    expect(screen.getByText('Safe text')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('says so when a product has no overview, specifications or FAQs', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ProductTabs product={testProduct({ overview: null, specifications: '  ', faqs: null })} />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('There is no overview for this product yet.');
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('have not been published yet');
    await user.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('no frequently asked questions');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });
});

describe('the Reviews tab', () => {
  async function openReviews(reviewCount = 2) {
    const user = userEvent.setup();
    renderWithProviders(<ProductTabs product={testProduct({ reviewCount, averageRating: 4.5 })} />);
    await user.click(screen.getByRole('tab', { name: `Reviews (${reviewCount})` }));
    return user;
  }

  it('shows a loading state, then each review with its stars, date, comment and photos', async () => {
    const user = userEvent.setup();
    let answer: (reviews: Review[]) => void = () => {};
    serveReviews(() => new Promise<Review[]>((resolve) => (answer = resolve)));
    await openReviews();
    expect(screen.getByText('Loading reviews…')).toBeInTheDocument();
    answer([
      testReview({
        id: 2,
        customerName: 'Derek Thompson',
        rating: 4,
        comment: 'Still looks new after two storms.',
        reviewImages: ['/media/reviews/fence.webp'],
        createdAt: '2025-04-02T12:00:00.000Z',
      }),
      testReview(),
    ]);
    const derek = (await screen.findByRole('heading', { name: 'Derek Thompson' })).closest('article')!;
    expect(within(derek).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(derek).getByText('April 2, 2025')).toHaveAttribute('datetime', '2025-04-02T12:00:00.000Z');
    expect(within(derek).getByText('Still looks new after two storms.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Maria Gonzalez' })).toBeVisible();
    expect(screen.getByText('out of 5', { exact: false })).toHaveTextContent('4.5 out of 5 · 2 Reviews');

    await user.click(within(derek).getByRole('button', { name: 'View photo 1 of 1 from Derek Thompson' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 1 from Derek Thompson' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/reviews/fence.webp');
  });

  it("says 'No reviews yet' when there are none", async () => {
    serveReviews(() => []);
    await openReviews(0);
    expect(await screen.findByText('No reviews yet')).toBeVisible();
  });

  it("shows 'Failed to fetch reviews' with a retry", async () => {
    let failures = 1;
    serveReviews(() => (failures-- > 0 ? new Response('', { status: 500 }) : [testReview()]));
    const user = await openReviews(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch reviews');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Maria Gonzalez' })).toBeVisible();
  });
});
