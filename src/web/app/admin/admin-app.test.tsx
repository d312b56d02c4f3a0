import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError } from '#web/test/api-server.ts';
import {
  adminOrderList,
  adminOrderRow,
  createFakeAdminApi,
  type FakeAdminApi,
  testAdmin,
  unauthorized,
} from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

function useApi(options: Parameters<typeof createFakeAdminApi>[0] = {}) {
  api = createFakeAdminApi(options);
}

beforeEach(() => useApi());

afterEach(() => {
  act(() => clearToasts());
});

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };
const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Admin Login' }, firstRender);
const dashboardHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, firstRender);
const tabNav = () => screen.getByRole('navigation', { name: 'Admin sections' });

async function logIn(password = 'correct horse') {
  await userEvent.type(screen.getByLabelText('Email'), testAdmin.email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('admin app', () => {
  it('asks for a login at /admin, refuses a wrong password, then shows the dashboard', async () => {
    renderRoute('/admin');
    expect(await loginHeading()).toBeVisible();
    expect(document.title).toBe('Admin Login | PrintPro Signs');

    await logIn('wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password or e-mail');

    await logIn();
    const heading = await dashboardHeading();
    expect(heading).toHaveFocus();
    expect(screen.getByText(testAdmin.email)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
    expect(document.title).toBe('Admin Dashboard | PrintPro Signs');
  });

  it('asks for a login at any tab URL', async () => {
    renderRoute('/admin/products');
    expect(await loginHeading()).toBeVisible();
    expect(api.callsTo('GET /api/admin/me')).toHaveLength(1);
  });

  it('shows the tabs as links, Overview current at /admin, and no Settings tab', async () => {
    useApi({ me: testAdmin });
    renderRoute('/admin');
    await dashboardHeading();
    const links = within(tabNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Orders',
      'Production',
      'Products',
      'Categories',
      'Promotions',
      'Reviews',
      'Shipping',
      'Messages',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/overview',
      '/admin/orders',
      '/admin/production',
      '/admin/products',
      '/admin/categories',
      '/admin/promotions',
      '/admin/reviews',
      '/admin/shipping',
      '/admin/messages',
    ]);
    expect(within(tabNav()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    api.override('GET /api/admin/products', () => []);
    await userEvent.click(within(tabNav()).getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('button', { name: 'Create New Product' })).toBeVisible();
    expect(await screen.findByText('No products yet. Create the first one.')).toBeVisible();
    expect(within(tabNav()).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabNav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('shows that the tab row scrolls when it is wider than the screen, on the side there is more', async () => {
    useApi({ me: testAdmin });
    const sizes = { clientWidth: 360, scrollWidth: 900 };
    const restore = (['clientWidth', 'scrollWidth'] as const).map((key) => {
      const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, key);
      Object.defineProperty(HTMLUListElement.prototype, key, { configurable: true, get: () => sizes[key] });
      return () => {
        Reflect.deleteProperty(HTMLUListElement.prototype, key);
        if (before) Object.defineProperty(HTMLElement.prototype, key, before);
      };
    });
    try {
      renderRoute('/admin');
      await dashboardHeading();
      expect(within(tabNav()).getByTestId('tabs-more-right')).toBeInTheDocument();
      expect(within(tabNav()).queryByTestId('tabs-more-left')).toBeNull();
      const row = within(tabNav()).getByRole('list');
      row.scrollLeft = 540;
      fireEvent.scroll(row);
      expect(within(tabNav()).getByTestId('tabs-more-left')).toBeInTheDocument();
      expect(within(tabNav()).queryByTestId('tabs-more-right')).toBeNull();
    } finally {
      for (const undo of restore) undo();
    }
  });

  it.each([
    ['/admin/settings', 'Settings panel coming soon...'],
    ['/admin/nonsense', 'There is no admin section called “nonsense”.'],
  ])('%s says what is there', async (url, text) => {
    useApi({ me: testAdmin });
    renderRoute(url);
    expect(await screen.findByText(text, {}, firstRender)).toBeVisible();
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(0);
  });

  it('returns to the login screen when an orders call answers 401, and reads them again after the login', async () => {
    useApi({ me: testAdmin });
    api.override('GET /api/admin/orders', () => unauthorized());
    renderRoute('/admin/orders?status=new');
    expect(await loginHeading()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    api.override('GET /api/admin/orders', () => adminOrderList([adminOrderRow()]));
    await logIn();
    expect(await screen.findByRole('row', { name: /#001/ })).toBeVisible();
    expect(api.callsTo('GET /api/admin/orders').at(-1)?.params.get('status')).toBe('new');
  });

  it('logs out and shows the login screen', async () => {
    useApi({ me: testAdmin });
    renderRoute('/admin/orders');
    await dashboardHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await loginHeading()).toBeVisible();
    expect(api.callsTo('POST /api/admin/logout')).toHaveLength(1);
    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });

  it('says when the session cannot be checked, and tries again', async () => {
    api.override('GET /api/admin/me', () => apiError(503, 'down', 'UNAVAILABLE'));
    renderRoute('/admin');
    expect(
      await screen.findByRole('heading', { name: "We couldn't reach the admin" }, firstRender),
    ).toBeVisible();
    api.me = testAdmin;
    api.override('GET /api/admin/me', () => testAdmin);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible());
  });
});
