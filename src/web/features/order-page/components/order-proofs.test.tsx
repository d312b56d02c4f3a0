import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPage } from '#shared/schemas/order-page';
import type { Proof } from '#shared/schemas/proofs';
import { testOrder } from '#web/test/order-fixtures.ts';
import { jsonResponse, mockFetch, renderRoute } from '#web/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
const token = 'b'.repeat(43);

const proof = (overrides: Partial<Proof> = {}): Proof => ({
  id: 5,
  version: 1,
  originalName: 'proof-v1.pdf',
  mimeType: 'application/pdf',
  pageCount: 2,
  note: 'Please check the phone number.',
  sentAt: '2026-11-26T15:00:00.000Z',
  decision: null,
  comment: null,
  decidedAt: null,
  ...overrides,
});

function pageWith(proofs: Proof[], overrides: Partial<OrderPage> = {}): OrderPage {
  const order = testOrder({ id: 42, orderNumber: '#042', proofRequested: true });
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, proofs })),
    printWithoutApprovalAt: null,
    expected: 'Ready for pickup Wed, Dec 2 – Thu, Dec 3',
    paidAt: null,
    inProductionAt: null,
    completedAt: null,
    tracking: null,
    storeAddress: '123 Print Avenue, Springfield, IL 62701',
    ...overrides,
  };
}

function serve(page: OrderPage, decided: OrderPage = page) {
  fetchMock.mockImplementation(
    mockFetch({
      '/api/cart': () => jsonResponse([]),
      '/api/order-page/042': () => jsonResponse(page),
      '/api/order-page/042/proofs/5/pages/1': () => new Response(new Blob(['p1'], { type: 'image/webp' })),
      '/api/order-page/042/proofs/5/pages/2': () => new Response(new Blob(['p2'], { type: 'image/webp' })),
      '/api/order-page/042/proofs/5/decision': () => jsonResponse(decided),
    }),
  );
}

const decisionCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/decision'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:proof-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the customer’s proofs on the order page', () => {
  it('shows every page of the latest version, fetched with the token in a header', async () => {
    serve(pageWith([proof()]));
    renderRoute(`/orders/042?token=${token}`);
    const region = await screen.findByRole('region', { name: 'Your proofs' });
    expect(await within(region).findByRole('img', { name: /version 1, page 2 of 2/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:proof-/),
    );
    expect(within(region).getByTestId('proof-state')).toHaveTextContent('Proof sent');
    expect(within(region).getByText('Please check the phone number.')).toBeVisible();
    const pageCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pages/1'));
    expect(new Headers(pageCall?.[1]?.headers).get('X-Order-Token')).toBe(token);
    expect(screen.getByTestId('order-expected')).toHaveTextContent(
      'Ready for pickup Wed, Dec 2 – Thu, Dec 3 if you approve your proof today',
    );
  });

  it('asks for a comment before sending a request for changes, then sends it', async () => {
    const changed = proof({
      decision: 'changes_requested',
      comment: 'Larger logo',
      decidedAt: '2026-11-26T16:00:00.000Z',
    });
    serve(pageWith([proof()]), pageWith([changed]));
    renderRoute(`/orders/042?token=${token}`);
    const region = await screen.findByRole('region', { name: 'Your proofs' });
    await userEvent.click(within(region).getByRole('button', { name: /^Request changes/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Send request' }));
    const field = within(region).getByLabelText(/What should we change/);
    expect(field).toHaveAccessibleDescription('Tell us what to change');
    expect(field).toHaveFocus();
    expect(decisionCalls()).toHaveLength(0);

    await userEvent.type(field, 'Larger logo');
    await userEvent.click(within(region).getByRole('button', { name: 'Send request' }));
    expect(await within(region).findByText('Larger logo')).toBeVisible();
    expect(within(region).getByTestId('proof-state')).toHaveTextContent('Changes requested');
    const [call] = decisionCalls();
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      decision: 'changes_requested',
      comment: 'Larger logo',
    });
    expect(new Headers(call?.[1]?.headers).get('X-Order-Token')).toBe(token);
  });

  it('approves the latest version; earlier versions stay listed with their answers', async () => {
    const first = proof({
      id: 4,
      decision: 'changes_requested',
      comment: 'Larger logo',
      decidedAt: '2026-11-26T16:00:00.000Z',
    });
    const second = proof({ version: 2, note: null });
    serve(
      pageWith([first, second]),
      pageWith([first, { ...second, decision: 'approved', decidedAt: '2026-11-27T16:00:00.000Z' }]),
    );
    renderRoute(`/orders/042?token=${token}`);
    const region = await screen.findByRole('region', { name: 'Your proofs' });
    expect(within(region).getByText(/Earlier version/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: /^Approve proof/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the proof of Business Cards?' });
    expect(dialog).toHaveTextContent('We print exactly what version 2 of this proof shows.');
    expect(within(dialog).getByTestId('approve-line')).toHaveTextContent(
      '2 × Business Cards (Size: Standard 3.5" x 2")',
    );
    expect(decisionCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and print' }));
    expect(await within(region).findByText('Every proof is approved. Thank you!')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(region).getByTestId('proof-state')).toHaveTextContent('Proof approved');
    expect(JSON.parse(String(decisionCalls()[0]?.[1]?.body))).toEqual({ decision: 'approved', comment: '' });
  });

  it('asks before approving, names the file’s check and warns of a low-resolution file; Not yet sends nothing', async () => {
    const page = pageWith([proof()]);
    const lowFile = {
      id: 'f1',
      originalName: 'logo.png',
      size: 20480,
      mimeType: 'image/png',
      check: {
        level: 'low' as const,
        headline: 'Low resolution: this may print blurry',
        reason: '300 × 200 px printed at 3.5 × 2 in is about 85 DPI.',
      },
    };
    serve({ ...page, items: page.items.map((item) => ({ ...item, files: [lowFile] })) });
    renderRoute(`/orders/042?token=${token}`);
    const region = await screen.findByRole('region', { name: 'Your proofs' });
    await userEvent.click(within(region).getByRole('button', { name: /^Approve proof/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the proof of Business Cards?' });
    expect(within(dialog).getByRole('list', { name: 'Your files as checked for print' })).toHaveTextContent(
      'logo.pngLow resolution: this may print blurry',
    );
    expect(within(dialog).getByTestId('approve-low-warning')).toHaveTextContent('may print blurry');
    expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(decisionCalls()).toHaveLength(0);
    expect(within(region).getByRole('button', { name: /^Approve proof/ })).toBeVisible();
  });

  it('is not shown for an order printed as submitted', async () => {
    serve(pageWith([], { proofRequested: false }));
    renderRoute(`/orders/042?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #042' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your proofs' })).toBeNull();
  });
});
