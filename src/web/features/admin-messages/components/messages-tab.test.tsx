import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMessage, AdminMessageList } from '#shared/schemas/admin-messages';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };

function message(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: 1,
    kind: 'order-received',
    recipient: 'ada@example.com',
    subject: 'Your order #007 at PrintPro Signs',
    state: 'waiting',
    attempts: 0,
    lastError: null,
    orderNumber: '#007',
    createdAt: '2026-11-26T15:00:00.000Z',
    sentAt: null,
    nextAttemptAt: '2026-11-26T15:00:00.000Z',
    ...overrides,
  };
}

function list(messages: AdminMessage[], sending: boolean): AdminMessageList {
  return { messages, sending, page: 1, pageSize: 50, total: messages.length, pageCount: 1 };
}

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
});

const resend = 'POST /api/admin/messages/:id/resend';

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Messages' }, firstRender)).getAllByTestId('message');

describe('Admin → Messages', () => {
  it('says when there are none', async () => {
    api.override('GET /api/admin/messages', () => list([], true));
    renderRoute('/admin/messages');
    expect(await screen.findByText(/No messages yet/, {}, firstRender)).toBeVisible();
  });

  it('without a mail server: says so, shows each message waiting, and offers no resend', async () => {
    api.override('GET /api/admin/messages', () => list([message()], false));
    renderRoute('/admin/messages');
    const [row] = await rows();
    expect(screen.getByText(/No mail server is set/)).toBeVisible();
    expect(within(row as HTMLElement).getByText('Waiting')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Not sent: no mail server is set')).toBeVisible();
    expect(within(row as HTMLElement).getByText(/To ada@example.com/)).toBeVisible();
    expect(within(row as HTMLElement).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('shows why a message failed and sends it again', async () => {
    api.override('GET /api/admin/messages', () =>
      list([message({ state: 'failed', attempts: 12, lastError: '550 No such mailbox' })], true),
    );
    api.override(resend, () => message());
    renderRoute('/admin/messages');
    const [row] = await rows();
    expect(within(row as HTMLElement).getByText('Failed')).toBeVisible();
    expect(
      within(row as HTMLElement).getByText('Given up after 12 attempts: 550 No such mailbox'),
    ).toBeVisible();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.callsTo(resend)).toHaveLength(1));
    expect(api.callsTo(resend)[0]?.path).toBe('/api/admin/messages/1/resend');
  });

  it('opens a message as it goes out: its HTML in a sandboxed frame, and its plain text', async () => {
    api.override('GET /api/admin/messages', () =>
      list([message({ state: 'sent', sentAt: '2026-11-26T15:01:00.000Z' })], true),
    );
    api.override('GET /api/admin/messages/:id', () => ({
      ...message({ state: 'sent' }),
      html: '<p>Thank you for your order, Ada!</p>',
      text: 'Thank you for your order, Ada!',
    }));
    renderRoute('/admin/messages');
    const [row] = await rows();
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Your order #007 at PrintPro Signs' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your order #007 at PrintPro Signs' });
    const htmlView = await within(dialog).findByTitle('The message as HTML');
    expect(htmlView).toHaveAttribute('sandbox', '');
    expect(htmlView.getAttribute('srcdoc')).toContain('Thank you for your order, Ada!');
    expect(within(dialog).getByText('Thank you for your order, Ada!')).toBeInTheDocument();
  });
});
