import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '#shared/errors';
import { defaultPromoSettings } from '#shared/schemas/promo';
import type { CustomerQuote } from '#shared/schemas/quote-reply';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderRoute } from '#web/test/render.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
const sendFormMock = vi.mocked(sendForm);

/** A link's token: 43 base64url characters. */
const token = `${'Q'.repeat(21)}_${'z'.repeat(21)}`;
const quoteUrl = `/api/quotes/${token}`;

function testQuote(overrides: Partial<CustomerQuote> = {}): CustomerQuote {
  return {
    number: 'Q-12',
    customerName: 'Dana Smith',
    productName: 'Flyers',
    productSlug: 'flyers',
    image: { url: '/media/products/flyers-1.webp', thumbnail: '/media/products/flyers-1-600.webp' },
    description: '500 A5 flyers, full colour both sides',
    quantity: 500,
    unitPrice: '0.80',
    total: '400.00',
    note: 'Printed on 130 gsm gloss.',
    validUntil: '2026-12-11',
    expired: false,
    withdrawn: false,
    turnaroundTime: '3-5 business days',
    freeShipping: false,
    maxOrders: 1,
    ordersLeft: 1,
    orders: [],
    ...overrides,
  };
}

const quoteNotFound = () => apiError(404, apiMessages.quoteNotFound, 'NOT_FOUND');

/** The shop's API: the quote (or another answer at its address), an empty cart and the chrome's calls. */
function serveQuote(answer: ApiResolver<'GET /api/quotes/:token'> = () => testQuote()) {
  serve(
    handle('GET /api/categories', () => []),
    handle('GET /api/quotes/:token', (call) =>
      call.pathParams.token === token ? answer(call) : quoteNotFound(),
    ),
  );
}

/** The addresses of the GET /api/quotes/:token calls so far. */
const quoteCalls = () => callsTo('GET /api/quotes/:token').map((call) => call.path);

const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = () => new File([pngSignature, 'png-bytes'], 'logo.png', { type: 'image/png' });

async function openQuote() {
  const view = renderRoute(`/quote/${token}`);
  // The lazy chunk and the first render can take seconds when both cores are busy (CI).
  await screen.findByRole('heading', { level: 1, name: 'Your quote Q-12' }, { timeout: 5000 });
  return view;
}

beforeEach(() => {
  // The shared chrome's promo banner, switched off.
  serve(handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })));
  sendFormMock.mockResolvedValue({ id: 1 });
});

afterEach(() => {
  act(() => clearToasts());
  sendFormMock.mockReset();
  document.title = '';
});

describe('QuotePage', () => {
  it('shows a skeleton while the quote loads, then the quote with its figures', async () => {
    let answer: (quote: CustomerQuote) => void = () => {};
    serveQuote(() => new Promise<CustomerQuote>((resolve) => (answer = resolve)));
    renderRoute(`/quote/${token}`);
    expect(await screen.findByText('Loading your quote…', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(quoteCalls()).toContain(quoteUrl));
    answer(testQuote());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your quote Q-12' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('For Dana Smith')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Flyers' })).toHaveAttribute('href', '/products/flyers');
    expect(screen.getByRole('link', { name: 'Flyers' }).querySelector('img')).toHaveAttribute(
      'src',
      '/media/products/flyers-1-600.webp',
    );
    expect(screen.getByTestId('quote-description')).toHaveTextContent(
      '500 A5 flyers, full colour both sides',
    );
    expect(screen.getByText('Quantity').parentElement).toHaveTextContent('Quantity500');
    expect(screen.getByTestId('quote-quantity')).toHaveTextContent('500');
    expect(screen.getByText('Price per piece').parentElement).toHaveTextContent('Price per piece$0.80');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$400.00');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$400.00');
    expect(screen.getByTestId('quote-note')).toHaveTextContent('Printed on 130 gsm gloss.');
    expect(screen.getByTestId('quote-valid-until')).toHaveTextContent('Valid until Fri, Dec 11');
    expect(screen.getByText('Turnaround: 3-5 business days')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Upload my artwork' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Design it for me/ })).not.toBeChecked();
    expect(screen.getByLabelText(/Upload Artwork Files/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(document.title).toBe('Quote Q-12 | PrintPro Signs');
  });

  it('leaves out the note when the shop wrote none', async () => {
    serveQuote(() => testQuote({ note: '', image: null }));
    await openQuote();
    expect(screen.queryByTestId('quote-note')).toBeNull();
    expect(screen.queryByText('A note from us')).toBeNull();
  });

  it('adds the quote with its artwork as multipart (fields first), then goes to the cart', async () => {
    serveQuote();
    const user = userEvent.setup();
    const { router } = await openQuote();
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getByText('logo.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // The cart's lazy chunk can take seconds to load when both cores are busy (CI).
    expect(
      await screen.findByRole('heading', { name: 'Your Cart is Empty' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(sendFormMock).toHaveBeenCalledTimes(1);
    const [url, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/cart');
    expect([...form.keys()]).toEqual(['quoteToken', 'designMethod', 'designNotes', 'files']);
    expect(form.get('quoteToken')).toBe(token);
    expect(form.get('designMethod')).toBe('upload');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['logo.png']);
    // Nothing of the quote's own: the server takes the product, quantity and price from it.
    expect(form.has('productId')).toBe(false);
    expect(form.has('quantity')).toBe(false);
  });

  it('shows the upload’s progress while it runs, the button busy', async () => {
    serveQuote();
    sendFormMock.mockImplementation((_url, _form, options) => {
      options?.onProgress?.(0.4);
      return new Promise(() => {});
    });
    const user = userEvent.setup();
    await openQuote();
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Uploading files… 40%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('sends a design request with its description, without files', async () => {
    serveQuote();
    const user = userEvent.setup();
    const { router } = await openQuote();
    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    expect(screen.getByLabelText(/Reference Files \(optional\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Design Description/), '  Our logo, big and red  ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const [, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(form.get('designMethod')).toBe('create');
    expect(form.get('designNotes')).toBe('Our logo, big and red');
    expect(form.getAll('files')).toEqual([]);
  });

  it('asks for the artwork, or for the description, before sending anything', async () => {
    serveQuote();
    const user = userEvent.setup();
    await openQuote();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Files Required')).toBeVisible();
    expect(screen.getByText(apiMessages.filesRequired)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    await user.type(screen.getByLabelText(/Design Description/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Design Description Required')).toBeVisible();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as it is and stays on the quote', async () => {
    sendFormMock.mockRejectedValue(new ApiError(409, apiMessages.quoteInCart, { code: 'QUOTE_IN_CART' }));
    serveQuote();
    const user = userEvent.setup();
    const { router } = await openQuote();
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('This quote is already in your cart.')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/quote/${token}`);
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('reads the quote again when the server says it has just expired', async () => {
    let expired = false;
    serveQuote(() => testQuote({ expired }));
    const message = 'This quote expired after Fri, Dec 11. Ask us for a new quote.';
    sendFormMock.mockImplementation(async () => {
      expired = true;
      throw new ApiError(409, message, { code: 'QUOTE_EXPIRED' });
    });
    const user = userEvent.setup();
    await openQuote();
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByTestId('quote-closed')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('reads the quote again when the server says its product is no longer sold', async () => {
    let withdrawn = false;
    serveQuote(() => testQuote({ withdrawn }));
    sendFormMock.mockImplementation(async () => {
      withdrawn = true;
      throw new ApiError(409, apiMessages.quoteWithdrawn, { code: 'QUOTE_WITHDRAWN' });
    });
    const user = userEvent.setup();
    await openQuote();
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByTestId('quote-closed')).toHaveTextContent(apiMessages.quoteWithdrawn);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('says an expired quote can no longer be ordered, instead of the form', async () => {
    serveQuote(() => testQuote({ expired: true }));
    await openQuote();
    expect(screen.getByTestId('quote-closed')).toHaveTextContent(
      'This quote expired after Fri, Dec 11. Ask us for a new quote.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new quote' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Design Method' })).toBeNull();
    expect(screen.queryByLabelText(/Upload Artwork Files/)).toBeNull();
    // The figures stay readable, and the date says it has passed in words, not only in red.
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('quote-valid-until')).toHaveTextContent('Expired after Fri, Dec 11');
  });

  it('says a quote of a product no longer sold can no longer be ordered', async () => {
    serveQuote(() => testQuote({ withdrawn: true }));
    await openQuote();
    expect(screen.getByTestId('quote-closed')).toHaveTextContent(apiMessages.quoteWithdrawn);
    expect(screen.getByRole('link', { name: 'Ask for a new quote' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByTestId('quote-valid-until')).toBeNull();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$400.00');
    // Its product page is gone: the name is not a link to it.
    expect(screen.getByText('Flyers')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Flyers/ })).toBeNull();
  });

  it('says a link that opens no quote does so, with the server’s words and a way home', async () => {
    serveQuote(quoteNotFound);
    renderRoute(`/quote/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link does not open a quote' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(apiMessages.quoteNotFound)).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(document.title).toBe('Your Quote | PrintPro Signs');
    // A wrong link is an answer, not a failure to retry.
    expect(quoteCalls().filter((path) => path === quoteUrl)).toHaveLength(1);
  });

  it('says when the quote could not be read, and reads it again on Try Again', async () => {
    // The first answer and both of the query's own retries fail.
    let failures = 3;
    serveQuote(() => (failures-- > 0 ? new Response('', { status: 503 }) : testQuote()));
    renderRoute(`/quote/${token}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't load your quote");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your quote Q-12' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('treats a malformed token (400) as a link that opens no quote', async () => {
    // What the server answers for a token that is not 43 base64url characters.
    serve(
      handle('GET /api/quotes/:token', (call) =>
        call.pathParams.token === 'short'
          ? apiError(400, 'Invalid params: token: Not a quote link', 'VALIDATION_FAILED')
          : quoteNotFound(),
      ),
    );
    renderRoute('/quote/short');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link does not open a quote' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(apiMessages.quoteNotFound)).toBeVisible();
  });
});
