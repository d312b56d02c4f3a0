import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/errors';
import type { QuoteRequest } from '#shared/schemas/quote-request';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { catalogServer, moreCards, testCards } from './catalog-fixtures.ts';
import { HeroSection } from './hero-section.tsx';

afterEach(() => {
  act(() => clearToasts());
});

/** The catalogue of `cards` (for the product suggestions) and POST /api/quote-requests answering `quote`. */
function serveShop(quote: ApiResolver<'POST /api/quote-requests'>, cards = testCards) {
  const catalog = catalogServer(cards);
  serve(
    handle('GET /api/products', (call) => catalog(call.url)),
    handle('POST /api/quote-requests', quote),
  );
}

/** The query parameters of every GET /api/products so far, as plain objects. */
function productRequests() {
  return callsTo('GET /api/products').map((call) => Object.fromEntries(call.params));
}

function suggestions(dialog: HTMLElement) {
  const input = within(dialog).getByLabelText(/Product/);
  const list = document.getElementById(input.getAttribute('list') ?? '');
  return Array.from(list?.querySelectorAll('option') ?? [], (option) => option.getAttribute('value'));
}

async function openQuoteForm() {
  renderWithProviders(<HeroSection />);
  await userEvent.click(screen.getByRole('button', { name: 'Get Free Quote' }));
  return screen.findByRole('dialog', { name: 'Get a Free Quote' });
}

async function fillForm(dialog: HTMLElement, values: { email?: string } = {}) {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(form.getByLabelText('Email'), values.email ?? 'ada@example.com');
  await userEvent.type(form.getByLabelText(/Product/), 'Vinyl Banners');
  await userEvent.type(form.getByLabelText('Project details'), 'Two 3x6 ft banners by Friday.');
}

const stored: QuoteRequest = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  product: 'Vinyl Banners',
  details: 'Two 3x6 ft banners by Friday.',
  createdAt: '2024-05-01T10:00:00.000Z',
};

describe('Get Free Quote', () => {
  it('shows the field errors inline and sends nothing while the form is invalid', async () => {
    serveShop(() => stored);
    const dialog = await openQuoteForm();
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Send Request' }));
    expect(await form.findByText('Name is required')).toBeVisible();
    expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(form.getByText('Tell us what you need')).toBeVisible();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(form.getByLabelText(/Product/)).not.toHaveAttribute('aria-invalid');

    await userEvent.type(form.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(form.getByRole('button', { name: 'Send Request' }));
    expect(await form.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(callsTo('POST /api/quote-requests')).toHaveLength(0);
  });

  it('suggests the first 8 catalogue products while the product field is empty', async () => {
    serveShop(() => stored, [...testCards, ...moreCards(20)]);
    const dialog = await openQuoteForm();
    await waitFor(() => expect(suggestions(dialog)).toHaveLength(8));
    expect(suggestions(dialog).slice(0, 2)).toEqual(['Vinyl Banners', 'Yard Signs']);
    // One page of 8, never the whole catalogue.
    expect(productRequests()).toEqual([{ sort: 'popular', page: '1', pageSize: '8' }]);
  });

  it('asks the server for products matching what is typed in the product field, once typing pauses', async () => {
    serveShop(() => stored);
    const dialog = await openQuoteForm();
    await waitFor(() => expect(suggestions(dialog)).toHaveLength(testCards.length));

    await userEvent.type(within(dialog).getByLabelText(/Product/), 'BANNER');
    await waitFor(() => expect(suggestions(dialog)).toEqual(['Vinyl Banners', 'Mesh Banners']));
    expect(productRequests()).toEqual([
      { sort: 'popular', page: '1', pageSize: '8' },
      { q: 'BANNER', sort: 'popular', page: '1', pageSize: '8' },
    ]);

    // Free text that matches nothing is still fine: no suggestions.
    await userEvent.type(within(dialog).getByLabelText(/Product/), ' stand');
    await waitFor(() => expect(suggestions(dialog)).toEqual([]));
    expect(productRequests().at(-1)).toEqual({
      q: 'BANNER stand',
      sort: 'popular',
      page: '1',
      pageSize: '8',
    });
  });

  it('sends the request, shows a pending state, then the thanks', async () => {
    let answer: (request: QuoteRequest) => void = () => {};
    serveShop(() => new Promise<QuoteRequest>((resolve) => (answer = resolve)));
    const dialog = await openQuoteForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const pending = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    await waitFor(() => expect(callsTo('POST /api/quote-requests')).toHaveLength(1));
    expect(callsTo('POST /api/quote-requests')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      product: 'Vinyl Banners',
      details: 'Two 3x6 ft banners by Friday.',
    });

    await act(async () => answer(stored));
    const thanks = await within(dialog).findByText("Thanks! We'll get back to you within one business day.");
    expect(thanks).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The toast stays after the dialog closes.
    const toastRegion = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toastRegion).findByText('Quote request sent')).toBeVisible();
    expect(
      within(toastRegion).getByText("Thanks! We'll get back to you within one business day."),
    ).toBeVisible();
  });

  it('shows the server validation issues beside the fields', async () => {
    serveShop(() =>
      HttpResponse.json(
        {
          message: 'Invalid body: email: Enter a valid e-mail address',
          code: 'VALIDATION_FAILED',
          issues: [{ path: '/email', message: 'This address cannot receive mail' }],
        },
        { status: 400 },
      ),
    );
    const dialog = await openQuoteForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('This address cannot receive mail')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid body');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of a throttled request (429) and lets the visitor try again', async () => {
    const throttled = apiMessages.tooManyQuoteRequests(5, 42);
    let calls = 0;
    serveShop(() => {
      calls += 1;
      return calls === 1 ? apiError(429, throttled, 'TOO_MANY_REQUESTS') : stored;
    });
    const dialog = await openQuoteForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(throttled);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByText("Thanks! We'll get back to you within one business day."),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    serveShop(() => stored);
    await openQuoteForm();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Get Free Quote' })).toHaveFocus();
  });
});
