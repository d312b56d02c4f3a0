import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Review, reviewSubmittedMessage } from '#shared/schemas/review';
import { ApiError } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testProduct, testReview } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductTabs } from '../product-tabs.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
const sendFormMock = vi.mocked(sendForm);

/** GET /api/products/7/reviews (testProduct's) answering `reviews`; any other product's is not found. */
function serveReviews(reviews: Review[]) {
  serve(
    handle('GET /api/products/:id/reviews', (call) =>
      call.pathParams.id === '7' ? reviews : apiError(404, 'Product not found', 'NOT_FOUND'),
    ),
  );
}

beforeEach(() => {
  serveReviews([testReview()]);
  Object.assign(URL, {
    createObjectURL: vi.fn((file: File) => `blob:http://localhost/${file.name}`),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  sendFormMock.mockReset();
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function openForm(reviewCount = 1) {
  const user = userEvent.setup();
  renderWithProviders(<ProductTabs product={testProduct({ reviewCount, averageRating: 5 })} />);
  await user.click(screen.getByRole('tab', { name: `Reviews (${reviewCount})` }));
  if (reviewCount > 0) await screen.findByRole('heading', { name: 'Maria Gonzalez' });
  await user.click(screen.getByRole('button', { name: 'Write a review' }));
  const form = screen.getByRole('form', { name: 'Write a review' });
  return { user, form };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Your name'), 'Sam Lee');
  await user.type(within(form).getByLabelText('Your review'), 'Bright colours, solid grommets.');
}

describe("the Reviews tab's 'Write a review' form", () => {
  it('asks for a name and a comment before sending', async () => {
    const { user, form } = await openForm();
    expect(within(form).getByLabelText('Your name')).toHaveFocus();
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByText('Customer name is required')).toBeVisible();
    expect(within(form).getByText('Comment is required')).toBeVisible();
    expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Your name')).toHaveFocus();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('sends the review as multipart, then thanks the customer; the list stays as it was', async () => {
    let finish: (answer: unknown) => void = () => {};
    sendFormMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.upload(within(form).getByLabelText(/Photos/), [png('front.png'), png('back.png')]);
    expect(within(form).getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Remove back.png' }));
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(within(form).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    const [url, body] = sendFormMock.mock.calls[0]!;
    expect(url).toBe('/api/products/7/reviews');
    expect(body.get('customerName')).toBe('Sam Lee');
    expect(body.get('rating')).toBe('4');
    expect(body.get('comment')).toBe('Bright colours, solid grommets.');
    expect(body.has('productId')).toBe(false);
    expect(body.getAll('reviewImages').map((file) => (file as File).name)).toEqual(['front.png']);

    finish({ id: 12, message: reviewSubmittedMessage });
    expect(await screen.findByRole('status')).toHaveTextContent(reviewSubmittedMessage);
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sam Lee' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(callsTo()).toHaveLength(1);
    expect(callsTo('GET /api/products/:id/reviews')).toHaveLength(1);
  });

  it("shows the server's message when it refuses (429), and keeps what was typed", async () => {
    sendFormMock.mockRejectedValue(
      new ApiError(429, 'You have sent several reviews in a short time. Please try again later.'),
    );
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have sent several reviews in a short time. Please try again later.',
    );
    expect(within(form).getByLabelText('Your name')).toHaveValue('Sam Lee');
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it('says so when the review could not be sent', async () => {
    sendFormMock.mockRejectedValue(new ApiError(0, 'Network error: the request could not be sent'));
    const { user, form } = await openForm();
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to submit review. Please try again.',
    );
  });

  it('takes at most three pictures', async () => {
    const { user, form } = await openForm();
    const input = within(form).getByLabelText(/Photos/);
    await user.upload(input, [png('1.png'), png('2.png')]);
    await user.upload(input, [png('3.png'), png('4.png')]);
    expect(within(form).getAllByRole('img', { name: /Preview of/ })).toHaveLength(3);
    expect(within(form).getByText('You can add up to 3 pictures.')).toBeVisible();
    expect(input).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Remove 1.png' }));
    expect(input).toBeEnabled();
  });

  it('refuses a file that is not a picture', async () => {
    const { form } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(form).getByLabelText(/Photos/),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(form).getByText('notes.txt is not a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    expect(within(form).queryByRole('img', { name: /Preview of/ })).toBeNull();
  });

  it('invites the first review when there are none, and Cancel closes the form', async () => {
    serveReviews([]);
    const user = userEvent.setup();
    renderWithProviders(<ProductTabs product={testProduct({ reviewCount: 0, averageRating: null })} />);
    await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Write/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Write the first review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write the first review' })).toHaveFocus());
  });
});
