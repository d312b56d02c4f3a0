import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '#shared/schemas/admin';
import { adminMeQueryKey } from '#web/lib/admin-session.ts';
import { apiError, serve } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

let api: FakeAdminApi;

beforeEach(() => {
  api = createFakeAdminApi();
});

async function logIn(password: string, email = 'owner@printpro.example') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginScreen', () => {
  it("shows the server's 'Invalid password or e-mail' in an alert for a 401, and clears the password", async () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await logIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid password or e-mail$/);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@printpro.example');
    expect(api.callsTo('POST /api/admin/login')[0]?.body).toEqual({
      email: 'owner@printpro.example',
      password: 'wrong',
    });
  });

  it("shows the server's throttling message for a 429", async () => {
    const message = 'Too many failed logins. Try again in 15 minutes.';
    api.override('POST /api/admin/login', () => apiError(429, message, 'TOO_MANY_LOGINS'));
    renderWithProviders(<LoginScreen />);
    await logIn('whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says so when the server cannot be reached', async () => {
    // No answer at all: a network failure is no answer of the contract, so a plain handler gives it.
    serve(http.post('/api/admin/login', () => HttpResponse.error()));
    renderWithProviders(<LoginScreen />);
    await logIn('whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('asks for both fields before sending anything', async () => {
    renderWithProviders(<LoginScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('E-mail is required');
    expect(api.callsTo('POST /api/admin/login')).toHaveLength(0);
  });

  it('shows a loading state while logging in, then stores the admin as the session', async () => {
    let answer: (admin: AdminMe) => void = () => {};
    api.override('POST /api/admin/login', () => new Promise<AdminMe>((resolve) => (answer = resolve)));
    const { client } = renderWithProviders(<LoginScreen />);
    await logIn('correct horse');
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => answer(testAdmin));
    expect(client.getQueryData(adminMeQueryKey)).toEqual(testAdmin);
  });
});
