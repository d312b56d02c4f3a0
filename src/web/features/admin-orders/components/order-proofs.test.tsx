import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin';
import { apiContract } from '#shared/schemas/api-contract';
import type { Proof } from '#shared/schemas/proofs';
import { serve } from '#web/test/api-server.ts';
import { adminOrder, createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

const changes: Proof = {
  id: 9,
  version: 1,
  originalName: 'proof-v1.pdf',
  mimeType: 'application/pdf',
  pageCount: 2,
  note: 'Check the phone number.',
  sentAt: '2026-11-26T15:00:00.000Z',
  decision: 'changes_requested',
  comment: 'Larger logo, please.',
  decidedAt: '2026-11-26T16:00:00.000Z',
};

function withProofs(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const order = adminOrder({ proofRequested: true });
  return {
    ...order,
    items: order.items.map((line, index) => ({ ...line, proofs: index === 0 ? [changes] : [] })),
    ...overrides,
  };
}

async function openProofs(order: AdminOrder) {
  api.override('GET /api/admin/orders/:id', () => order);
  renderRoute('/admin/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'View order #001' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Order #001' });
  return within(dialog).findByRole('region', { name: 'Proofs' });
}

const sendProof = 'POST /api/admin/orders/:id/items/:itemId/proofs';

/**
 * Answers the proof upload with `order`, and returns the paths it was sent to. The upload is multipart with
 * a file, which the contract's handlers cannot read under jsdom on Node 24 (undici parses the parts with
 * the global File, jsdom's, then brand-checks them against Node's, so request.formData() throws): a plain
 * handler answers it, and checks its answer against the contract itself.
 */
function answerSendProof(order: AdminOrder): string[] {
  const sentTo: string[] = [];
  serve(
    http.post('/api/admin/orders/:id/items/:itemId/proofs', ({ request }) => {
      sentTo.push(new URL(request.url).pathname);
      apiContract[sendProof][201].parse(order);
      return HttpResponse.json(order, { status: 201 });
    }),
  );
  return sentTo;
}

const printWithoutApproval = 'POST /api/admin/orders/:id/print-without-approval';

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
});

describe('the admin’s proof panel', () => {
  it('shows each line’s state, the customer’s comment and the pages, and the next version’s form', async () => {
    const panel = await openProofs(withProofs());
    expect(panel).toHaveTextContent('The customer chose: E-mail me a proof to approve before printing.');
    const states = within(panel)
      .getAllByTestId('proof-state')
      .map((badge) => badge.textContent);
    expect(states).toEqual(['Changes requested', 'Proof to come']);
    expect(within(panel).getByText('Larger logo, please.')).toBeVisible();
    expect(within(panel).getByRole('img', { name: /version 1, page 2/ })).toHaveAttribute(
      'src',
      '/api/admin/proofs/9/pages/2',
    );
    expect(within(panel).getByRole('link', { name: 'proof-v1.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/proofs/9/file',
    );
    expect(within(panel).getByRole('button', { name: 'Send version 2' })).toBeVisible();
  });

  it('asks for the file before sending anything', async () => {
    const sentTo = answerSendProof(withProofs());
    const panel = await openProofs(withProofs());
    await userEvent.click(within(panel).getByRole('button', { name: 'Send version 2' }));
    expect(within(panel).getByLabelText('Version 2 (PDF, PNG or JPEG)')).toHaveAccessibleDescription(
      'Choose the proof file',
    );
    expect(sentTo).toHaveLength(0);
  });

  it('sends the chosen file with the note', async () => {
    const sentTo = answerSendProof(withProofs());
    const panel = await openProofs(withProofs());
    const file = new File(['%PDF-1.4'], 'proof-v2.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText('Version 2 (PDF, PNG or JPEG)'), file);
    await userEvent.type(within(panel).getAllByLabelText(/Note to the customer/)[0]!, 'Logo larger now.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send version 2' }));
    expect(await screen.findByText('Proof version 2 sent')).toBeVisible();
    expect(sentTo).toEqual(['/api/admin/orders/1/items/10/proofs']);
  });

  it('prints without approval after asking, and then shows who chose it and when', async () => {
    const chosen = withProofs({
      printWithoutApproval: { by: 'owner@printshop.example', at: '2026-11-27T09:00:00.000Z' },
    });
    api.override(printWithoutApproval, () => chosen);
    const panel = await openProofs(withProofs());
    await userEvent.click(within(panel).getByRole('button', { name: 'Print without approval' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: "Print without the customer's approval?",
    });
    api.override('GET /api/admin/orders/:id', () => chosen);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Print without approval' }));
    expect(await screen.findByTestId('print-without-approval')).toHaveTextContent(
      'Printing without approval: chosen by owner@printshop.example',
    );
    expect(api.callsTo(printWithoutApproval).map((call) => call.path)).toEqual([
      '/api/admin/orders/1/print-without-approval',
    ]);
  });

  it('says the customer chose no proof, with no form', async () => {
    const panel = await openProofs(adminOrder());
    expect(panel).toHaveTextContent('The customer chose: Print as submitted.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
