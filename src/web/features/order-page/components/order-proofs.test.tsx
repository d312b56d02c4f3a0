import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPage } from '#shared/schemas/order-page';
import { defaultPromoSettings } from '#shared/schemas/promo';
import type { Proof } from '#shared/schemas/proofs';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

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

/** Order #042 with `page`, the two pages of proof 5 as pictures, and `decided` once a decision is sent. */
function servePages(page: OrderPage, decided: OrderPage = page) {
  const notFound = () => apiError(404, 'Order not found', 'NOT_FOUND');
  serve(
    handle('GET /api/order-page/:number', ({ pathParams }) =>
      pathParams.number === '042' ? page : notFound(),
    ),
    handle('GET /api/order-page/:number/proofs/:proofId/pages/:page', ({ pathParams }) =>
      pathParams.number === '042' && pathParams.proofId === '5' && ['1', '2'].includes(pathParams.page ?? '')
        ? new Response(new Blob([`p${pathParams.page}`], { type: 'image/webp' }))
        : notFound(),
    ),
    handle('POST /api/order-page/:number/proofs/:proofId/decision', ({ pathParams }) =>
      pathParams.number === '042' && pathParams.proofId === '5' ? decided : notFound(),
    ),
  );
}

const decisionCalls = () => callsTo('POST /api/order-page/:number/proofs/:proofId/decision');

beforeEach(() => {
  // The shared chrome's promo banner, switched off.
  serve(handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })));
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:proof-${++made}`);
  URL.revokeObjectURL = vi.fn();
});

describe('the customer’s proofs on the order page', () => {
  it('shows every page of the latest version, fetched with the token in a header', async () => {
    servePages(pageWith([proof()]));
    renderRoute(`/orders/042?token=${token}`);
    const region = await screen.findByRole('region', { name: 'Your proofs' });
    expect(await within(region).findByRole('img', { name: /version 1, page 2 of 2/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:proof-/),
    );
    expect(within(region).getByTestId('proof-state')).toHaveTextContent('Proof sent');
    expect(within(region).getByText('Please check the phone number.')).toBeVisible();
    const pageCall = callsTo('GET /api/order-page/:number/proofs/:proofId/pages/:page').find(
      (call) => call.pathParams.page === '1',
    );
    expect(pageCall?.request.headers.get('X-Order-Token')).toBe(token);
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
    servePages(pageWith([proof()]), pageWith([changed]));
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
    expect(call?.body).toEqual({
      decision: 'changes_requested',
      comment: 'Larger logo',
    });
    expect(call?.request.headers.get('X-Order-Token')).toBe(token);
  });

  it('approves the latest version; earlier versions stay listed with their answers', async () => {
    const first = proof({
      id: 4,
      decision: 'changes_requested',
      comment: 'Larger logo',
      decidedAt: '2026-11-26T16:00:00.000Z',
    });
    const second = proof({ version: 2, note: null });
    servePages(
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
    expect(decisionCalls()[0]?.body).toEqual({ decision: 'approved', comment: '' });
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
    servePages({ ...page, items: page.items.map((item) => ({ ...item, files: [lowFile] })) });
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
    servePages(pageWith([], { proofRequested: false }));
    renderRoute(`/orders/042?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #042' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your proofs' })).toBeNull();
  });
});
