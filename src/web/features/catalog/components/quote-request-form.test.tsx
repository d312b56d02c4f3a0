import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#web/test/render.tsx';
import { catalogServer, moreCards, testCards } from './catalog-fixtures.ts';
import { HeroSection } from './hero-section.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => clearToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

type QuoteHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

function serve(quote: QuoteHandler, cards = testCards) {
  fetchMock.mockImplementation(
    mockFetch({ '/api/products': catalogServer(cards), '/api/quote-requests': quote }),
  );
}

/** The query parameters of every GET /api/products so far, as plain objects. */
function productRequests() {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.split('?')[0] === '/api/products')
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));
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

const stored = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  product: 'Vinyl Banners',
  details: 'Two 3x6 ft banners by Friday.',
  createdAt: '2024-05-01T10:00:00.000Z',
};

describe('Get Free Quote', () => {
  it('shows the field errors inline and sends nothing while the form is invalid', async () => {
    serve(() => jsonResponse(stored, { status: 201 }));
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
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/quote-requests')).toBe(false);
  });

  it('suggests the first 8 catalogue products while the product field is empty', async () => {
    serve(() => jsonResponse(stored, { status: 201 }), [...testCards, ...moreCards(20)]);
    const dialog = await openQuoteForm();
    await waitFor(() => expect(suggestions(dialog)).toHaveLength(8));
    expect(suggestions(dialog).slice(0, 2)).toEqual(['Vinyl Banners', 'Yard Signs']);
    // One page of 8, never the whole catalogue.
    expect(productRequests()).toEqual([{ sort: 'popular', page: '1', pageSize: '8' }]);
  });

  it('asks the server for products matching what is typed in the product field, once typing pauses', async () => {
    serve(() => jsonResponse(stored, { status: 201 }));
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
    let answer: (response: Response) => void = () => {};
    let sent: unknown;
    serve((_url, init) => {
      sent = JSON.parse(String(init.body));
      expect(init.method).toBe('POST');
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const dialog = await openQuoteForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const pending = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(sent).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      product: 'Vinyl Banners',
      details: 'Two 3x6 ft banners by Friday.',
    });

    await act(async () => answer(jsonResponse(stored, { status: 201 })));
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
    serve(() =>
      jsonResponse(
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
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(
            { message: 'Too many requests, please try again later.', code: 'RATE_LIMITED' },
            { status: 429 },
          )
        : jsonResponse(stored, { status: 201 });
    });
    const dialog = await openQuoteForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByText("Thanks! We'll get back to you within one business day."),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    serve(() => jsonResponse(stored, { status: 201 }));
    await openQuoteForm();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Get Free Quote' })).toHaveFocus();
  });
});
