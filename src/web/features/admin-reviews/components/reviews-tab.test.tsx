import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageInfo, pageOffset } from '#shared/paging';
import { ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import type { AdminReview } from '#shared/schemas/review';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { type ApiCall, apiError } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { serveAdminProducts } from '#web/test/fake-admin-products.ts';
import { makeProduct, testProduct } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReviewsTab } from './reviews-tab.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
const sendFormMock = vi.mocked(sendForm);

function adminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 1,
    productId: 7,
    productName: 'Vinyl Banners',
    customerName: 'Maria Gonzalez',
    rating: 5,
    comment: 'Arrived in two days and the colors were spot on.',
    reviewImages: [],
    isApproved: true,
    createdAt: '2025-03-10T12:00:00.000Z',
    ...overrides,
  };
}

const pending = adminReview({
  id: 2,
  customerName: 'Derek Thompson',
  rating: 4,
  comment: 'Still looks new after two storms.',
  reviewImages: ['/media/reviews/fence.webp', '/media/reviews/gate.webp'],
  isApproved: false,
  createdAt: '2025-04-02T12:00:00.000Z',
});
const approved = adminReview();
const yardSigns = makeProduct({ id: 9, name: 'Yard Signs', slug: 'yard-signs' });
const oldStickers = makeProduct({ id: 11, name: 'Old Stickers', slug: 'old-stickers', isArchived: true });

let api: FakeAdminApi;
let stored: AdminReview[];

beforeEach(() => {
  stored = [pending, approved];
  api = createFakeAdminApi({ me: testAdmin });
  serveAdminProducts(api, () => [oldStickers, testProduct(), yardSigns]);
  api.override('GET /api/admin/reviews', (call) => {
    const productId = call.params.get('productId');
    const page = Number(call.params.get('page') ?? '1');
    const matching = productId ? stored.filter((r) => String(r.productId) === productId) : stored;
    const offset = pageOffset(page);
    return {
      reviews: matching.slice(offset, offset + ADMIN_PAGE_SIZE),
      ...pageInfo(page, matching.length),
    };
  });
  api.override('PATCH /api/admin/reviews/:id/approve', (call) => {
    const id = Number(call.pathParams.id);
    stored = stored.map((r) => (r.id === id ? { ...r, isApproved: true } : r));
    return stored.find((r) => r.id === id) ?? apiError(404, 'Review not found', 'NOT_FOUND');
  });
  api.override('DELETE /api/admin/reviews/:id', (call) => {
    const id = Number(call.pathParams.id);
    stored = stored.filter((r) => r.id !== id);
    return undefined;
  });
  Object.assign(URL, {
    createObjectURL: vi.fn((file: File) => `blob:http://localhost/${file.name}`),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  act(() => clearToasts());
  sendFormMock.mockReset();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTab(url = '/admin/reviews') {
  return renderWithProviders(
    <>
      <ReviewsTab />
      <LocationProbe />
    </>,
    { url },
  );
}

const cards = () => screen.findAllByTestId('review-card', {}, { timeout: 5000 });
const toastRegion = () => screen.findByRole('region', { name: /notifications/i, hidden: true });
const dialog = () => screen.findByRole('dialog');
const reviewCalls = () => api.callsTo('GET /api/admin/reviews');
/** The path and query a call asked for, as the app wrote them. */
function pathAndQuery({ url }: ApiCall) {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

const listbox = () => screen.findByRole('listbox', { name: 'Products' });
const optionNames = async () =>
  within(await listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Opens a product combobox and chooses the option of that name. */
async function pick(combobox: HTMLElement, name: string) {
  await userEvent.click(combobox);
  await userEvent.click(await within(await listbox()).findByRole('option', { name }));
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Resolves sendForm with the review the form describes, and keeps it in the stored list. */
function answerForms(status: 'ok' | ApiError = 'ok') {
  sendFormMock.mockImplementation(async (url, form, options) => {
    if (status !== 'ok') throw status;
    const id = url === '/api/admin/reviews' ? 99 : Number(url.split('/').at(-1));
    const saved = adminReview({
      id,
      productId: Number(form.get('productId')),
      productName: 'Yard Signs',
      customerName: String(form.get('customerName')),
      rating: Number(form.get('rating')),
      comment: String(form.get('comment')),
      reviewImages: form.getAll('keptImages').map(String),
      isApproved: true,
      createdAt: '2025-05-01T12:00:00.000Z',
    });
    options?.onProgress?.(1);
    stored = options?.method === 'PATCH' ? stored.map((r) => (r.id === id ? saved : r)) : [saved, ...stored];
    return saved;
  });
}

describe('Reviews tab', () => {
  it('lists each review with its badge, stars, product, pictures and Approve only when pending', async () => {
    renderTab();
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('heading', { name: 'Derek Thompson' })).toBeVisible();
    expect(within(first).getByText('Pending')).toBeVisible();
    expect(within(first).getByText('Vinyl Banners')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(first).getByText('Still looks new after two storms.')).toBeVisible();
    expect(within(first).getByText('Apr 2, 2025')).toHaveAttribute('datetime', '2025-04-02T12:00:00.000Z');
    const picture = within(first).getByRole('link', { name: 'Open picture 1 of 2 from Derek Thompson' });
    expect(picture).toHaveAttribute('href', '/media/reviews/fence.webp');
    expect(picture.querySelector('img')).toHaveAttribute('src', '/media/reviews/fence.webp');
    expect(within(first).getByRole('button', { name: 'Approve review by Derek Thompson' })).toBeVisible();

    expect(within(second).getByText('Approved')).toBeVisible();
    expect(within(second).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(second).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Edit review by Maria Gonzalez' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Delete review by Maria Gonzalez' })).toBeVisible();
    expect(reviewCalls()[0]?.params.get('productId')).toBeNull();
  });

  it('approves a pending review', async () => {
    renderTab();
    const [first] = (await cards()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Approve review by Derek Thompson' }));
    expect(await within(await toastRegion()).findByText('Review approved successfully')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/reviews/:id/approve').map((c) => c.path)).toEqual([
      '/api/admin/reviews/2/approve',
    ]);
    await waitFor(() => expect(screen.getAllByText('Approved')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Approve review/ })).toBeNull();
  });

  it('says so when approving fails', async () => {
    api.override('PATCH /api/admin/reviews/:id/approve', () =>
      apiError(404, 'Review not found', 'NOT_FOUND'),
    );
    renderTab();
    const [first] = (await cards()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Approve review by Derek Thompson' }));
    const region = await toastRegion();
    expect(await within(region).findByText('Failed to approve review')).toBeVisible();
    expect(within(region).getByText('Review not found')).toBeVisible();
  });

  it('deletes after a confirmation', async () => {
    renderTab();
    const [, second] = (await cards()) as [HTMLElement, HTMLElement];
    await userEvent.click(within(second).getByRole('button', { name: 'Delete review by Maria Gonzalez' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this review?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/admin/reviews/:id')).toHaveLength(0);

    await userEvent.click(within(second).getByRole('button', { name: 'Delete review by Maria Gonzalez' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(await toastRegion()).findByText('Review deleted successfully')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/reviews/:id').map((c) => c.path)).toEqual(['/api/admin/reviews/1']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maria Gonzalez' })).toBeNull());
  });

  it('keeps the delete dialog open with a message when deleting fails', async () => {
    api.override('DELETE /api/admin/reviews/:id', () => apiError(500, 'boom'));
    renderTab();
    const [, second] = (await cards()) as [HTMLElement, HTMLElement];
    await userEvent.click(within(second).getByRole('button', { name: 'Delete review by Maria Gonzalez' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to delete review. Please try again.',
    );
    expect(await within(await toastRegion()).findByText('Failed to delete review')).toBeVisible();
  });

  it('filters by product through ?product= in the URL and ?productId= in the call', async () => {
    renderTab();
    await cards();
    const filter = screen.getByRole('combobox', { name: 'Filter by product' });
    expect(filter).toHaveValue('All products');
    await userEvent.click(filter);
    await waitFor(async () =>
      expect(await optionNames()).toEqual([
        'All products',
        'Old Stickers (archived)',
        'Vinyl Banners',
        'Yard Signs',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Yard Signs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reviews?product=9');
    expect(await screen.findByText('No reviews for this product.')).toBeVisible();
    expect(reviewCalls().at(-1)?.params.get('productId')).toBe('9');
    expect(filter).toHaveValue('Yard Signs');

    await pick(filter, 'All products');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/reviews$/);
    expect(await cards()).toHaveLength(2);
    expect(filter).toHaveValue('All products');
  });

  it('searches the products of the filter as the admin types', async () => {
    renderTab();
    await cards();
    const filter = screen.getByRole('combobox', { name: 'Filter by product' });
    await userEvent.type(filter, 'stick');
    await waitFor(async () =>
      expect(await optionNames()).toEqual(['All products', 'Old Stickers (archived)']),
    );
    // The request is taken a few ticks after the app sends it; the last one asks for the whole word.
    await waitFor(() => expect(api.callsTo('GET /api/admin/products').at(-1)?.params.get('q')).toBe('stick'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reviews?product=11');
  });

  it('pages through many reviews with Previous and Next, keeping the page in the URL', async () => {
    stored = Array.from({ length: 51 }, (_, i) =>
      adminReview({ id: 100 + i, customerName: `Customer ${i + 1}` }),
    );
    renderTab();
    expect(await cards()).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Reviews pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(1));
    expect(screen.getByText('Customer 51')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reviews?page=2');
    expect(reviewCalls().at(-1)?.params.get('page')).toBe('2');

    // Another product starts again at its first page.
    await pick(screen.getByRole('combobox', { name: 'Filter by product' }), 'Vinyl Banners');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/reviews\?product=7$/);
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(50));
  });

  it('moves to the last page when the URL asks for one past the end', async () => {
    renderTab('/admin/reviews?page=9');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/reviews$/));
    expect(await cards()).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).toBeNull();
  });

  it('reads the filter from the URL', async () => {
    renderTab('/admin/reviews?product=7');
    expect(await cards()).toHaveLength(2);
    expect(reviewCalls()[0]?.params.get('productId')).toBe('7');
    await waitFor(() => expect(screen.getByLabelText('Filter by product')).toHaveValue('Vinyl Banners'));
    // The name comes from the slim list, asked for by id; nothing else of the catalogue is read.
    expect(api.callsTo('GET /api/admin/products').map(pathAndQuery)).toEqual([
      '/api/admin/products?ids=7&pageSize=1',
    ]);
  });

  it('names a filtered product that has no reviews from the slim list', async () => {
    renderTab('/admin/reviews?product=11');
    await screen.findByText('No reviews for this product.', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByLabelText('Filter by product')).toHaveValue('Old Stickers (archived)'),
    );
  });

  it('says when there are no reviews, and when the list cannot be read', async () => {
    stored = [];
    const { unmount } = renderTab();
    expect(await screen.findByText('No reviews yet.', {}, { timeout: 5000 })).toBeVisible();
    unmount();

    api.override('GET /api/admin/reviews', () => apiError(500, 'boom'));
    renderTab();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to fetch reviews');
    api.override('GET /api/admin/reviews', () => ({ reviews: [approved], ...pageInfo(1, 1) }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Maria Gonzalez' })).toBeVisible();
  });

  it('asks for a product, a name and a comment before sending anything', async () => {
    renderTab();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Add Review' })).toBeVisible();
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Review' }));
    expect(within(form).getByText('Product is required')).toBeVisible();
    expect(within(form).getByText('Customer name is required')).toBeVisible();
    expect(within(form).getByText('Comment is required')).toBeVisible();
    expect(within(form).getByLabelText('Product')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Product')).toHaveFocus();

    await userEvent.type(within(form).getByLabelText('Customer name'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Review' }));
    expect(within(form).getByText('Customer name is required')).toBeVisible();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('adds a review as multipart: fields, rating 5 by default, pictures as reviewImages', async () => {
    answerForms();
    renderTab();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    const product = within(form).getByRole('combobox', { name: 'Product' });
    await userEvent.click(product);
    await waitFor(async () =>
      expect(await optionNames()).toEqual(['Old Stickers (archived)', 'Vinyl Banners', 'Yard Signs']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Yard Signs' }));
    expect(product).toHaveValue('Yard Signs');
    await userEvent.type(within(form).getByLabelText('Customer name'), '  Priya Patel ');
    await userEvent.type(within(form).getByLabelText('Comment'), 'Sturdy signs, sharp print.');
    await userEvent.upload(within(form).getByLabelText(/Review images/), [
      png('lawn.png'),
      png('street.png'),
    ]);
    expect(within(form).getByRole('img', { name: 'Preview of lawn.png' })).toHaveAttribute(
      'src',
      'blob:http://localhost/lawn.png',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Remove street.png' }));
    expect(within(form).queryByRole('img', { name: 'Preview of street.png' })).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Create Review' }));
    expect(await within(await toastRegion()).findByText('Review added successfully')).toBeVisible();

    expect(sendFormMock).toHaveBeenCalledTimes(1);
    const [url, body, options] = sendFormMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/reviews');
    expect(options?.method ?? 'POST').toBe('POST');
    expect(body.get('customerName')).toBe('Priya Patel');
    expect(body.get('rating')).toBe('5');
    expect(body.get('comment')).toBe('Sturdy signs, sharp print.');
    expect(body.get('productId')).toBe('9');
    expect(body.getAll('keptImages')).toEqual([]);
    expect(body.getAll('reviewImages').map((file) => (file as File).name)).toEqual(['lawn.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Priya Patel' })).toBeVisible();
  });

  it('chooses the rating with the arrow keys, and preselects the filtered product', async () => {
    answerForms();
    renderTab('/admin/reviews?product=9');
    await screen.findByText('No reviews for this product.', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    await waitFor(() => expect(within(form).getByLabelText('Product')).toHaveValue('Yard Signs'));
    const stars = within(form).getByRole('radiogroup', { name: 'Rating' });
    within(stars).getByRole('radio', { name: '5 stars' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(stars).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Customer name'), 'Priya');
    await userEvent.type(within(form).getByLabelText('Comment'), 'Fine.');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Review' }));
    expect(await within(await toastRegion()).findByText('Review added successfully')).toBeVisible();
    const [, body] = sendFormMock.mock.calls[0]!;
    expect(body.get('rating')).toBe('3');
    expect(body.get('productId')).toBe('9');
  });

  it('edits a review: fields filled in, keptImages without the removed picture', async () => {
    answerForms();
    renderTab();
    const [first] = (await cards()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Edit review by Derek Thompson' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Edit Review' })).toBeVisible();
    expect(within(form).getByLabelText('Customer name')).toHaveValue('Derek Thompson');
    expect(within(form).getByLabelText('Comment')).toHaveValue('Still looks new after two storms.');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Product')).toHaveValue('Vinyl Banners');

    await userEvent.click(within(form).getByRole('button', { name: 'Remove current picture 1' }));
    expect(within(form).getAllByRole('button', { name: /Remove current picture/ })).toHaveLength(1);
    await userEvent.upload(within(form).getByLabelText(/Review images/), png('new.png'));
    await userEvent.click(within(form).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await within(await toastRegion()).findByText('Review updated successfully')).toBeVisible();

    const [url, body, options] = sendFormMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/reviews/2');
    expect(options?.method).toBe('PATCH');
    expect(body.getAll('keptImages')).toEqual(['/media/reviews/gate.webp']);
    expect(body.getAll('reviewImages').map((file) => (file as File).name)).toEqual(['new.png']);
    expect(body.get('rating')).toBe('2');
    expect(body.get('productId')).toBe('7');
    expect(body.get('customerName')).toBe('Derek Thompson');
  });

  it("shows the server's message in the dialog and 'Failed to add review'", async () => {
    answerForms(new ApiError(400, 'Product not found'));
    renderTab();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    await pick(within(form).getByLabelText('Product'), 'Vinyl Banners');
    await userEvent.type(within(form).getByLabelText('Customer name'), 'Priya');
    await userEvent.type(within(form).getByLabelText('Comment'), 'Great.');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Review' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Product not found');
    const region = await toastRegion();
    expect(await within(region).findByText('Failed to add review')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(within(form).getByLabelText('Customer name')).toHaveValue('Priya');
  });

  it('closes the open product list on Escape, and the dialog only on the next one', async () => {
    renderTab();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    const product = within(form).getByLabelText('Product');
    await userEvent.click(product);
    await listbox();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(product).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps at most five pictures in the dialog', async () => {
    renderTab();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    const form = await dialog();
    await userEvent.upload(
      within(form).getByLabelText(/Review images/),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(within(form).getAllByRole('img', { name: /Preview of/ })).toHaveLength(5);
    expect(within(form).getByText('You can add up to 5 pictures.')).toBeVisible();
    expect(within(form).getByLabelText(/Review images/)).toBeDisabled();
  });
});
