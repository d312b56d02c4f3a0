import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category, CategoryInput } from '#shared/schemas/category';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { categoriesQueryKey } from '#web/lib/categories-query.ts';
import { apiError } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

const outdoor: Category = {
  id: 1,
  name: 'Outdoor Banners',
  slug: 'outdoor-banners',
  description: 'Weatherproof vinyl',
  options: {
    customOptions: [
      {
        id: 'option-1',
        name: 'Grommets',
        type: 'select',
        required: true,
        values: [{ value: 'corners', label: 'Corners', priceModifier: '2.00' }],
      },
      { id: 'option-2', name: 'Wind Slits', type: 'boolean', required: false },
    ],
  },
};
const cards: Category = {
  id: 2,
  name: 'Business Cards',
  slug: 'business-cards',
  description: null,
  options: { customOptions: [] },
};

let api: FakeAdminApi;
let stored: Category[];
const update = 'PATCH /api/admin/categories/:id';
const remove = 'DELETE /api/admin/categories/:id';

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };

beforeEach(() => {
  stored = [outdoor, cards];
  api = createFakeAdminApi({ me: testAdmin });
  api.override('GET /api/admin/categories', () => stored);
  api.override('POST /api/admin/categories', (call) => {
    const input = call.body as CategoryInput;
    const created = { id: 99, ...input, description: input.description ?? null };
    stored = [...stored, created];
    return created;
  });
  api.override(update, (call) => {
    const id = Number(call.pathParams.id);
    const input = call.body as CategoryInput;
    const updated = { id, ...input, description: input.description ?? null };
    stored = stored.map((c) => (c.id === id ? updated : c));
    return updated;
  });
  api.override(remove, (call) => {
    const id = Number(call.pathParams.id);
    stored = stored.filter((c) => c.id !== id);
    return undefined;
  });
});

afterEach(() => {
  act(() => clearToasts());
});

const rows = () => screen.findAllByTestId('category-row', {}, firstRender);
// hidden: a toast shown while a modal dialog is open sits outside it, so the dialog hides it from the tree.
const toastRegion = () => screen.findByRole('region', { name: /notifications/i, hidden: true });
const dialog = () => screen.findByRole('dialog');
const listCalls = () => api.callsTo('GET /api/admin/categories');

/** Renders the tab with the storefront's category list already cached, as after visiting the shop. */
function renderTab() {
  const utils = renderRoute('/admin/categories');
  utils.client.setQueryData(categoriesQueryKey, []);
  return utils;
}

/** The list, then its Add Category dialog. */
async function openAddDialog() {
  renderTab();
  await rows();
  await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
  return dialog();
}

describe('Categories tab', () => {
  it('lists name, slug, description and option chips, required ones marked with *', async () => {
    renderTab();
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Outdoor Banners' })).toBeVisible();
    expect(within(first).getByText('/outdoor-banners')).toBeVisible();
    expect(within(first).getByText('Weatherproof vinyl')).toBeVisible();
    const chips = within(first).getAllByTestId('option-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Grommets* (required)', 'Wind Slits']);
    expect(within(first).getByRole('list', { name: 'Custom options of Outdoor Banners' })).toBeVisible();
    expect(within(second).getByRole('heading', { name: 'Business Cards' })).toBeVisible();
    expect(within(second).queryAllByTestId('option-chip')).toHaveLength(0);
    expect(screen.queryByText('Category management is not available yet.')).toBeNull();
  });

  it('says when there are none, and when the list cannot be read', async () => {
    stored = [];
    const { unmount } = renderTab();
    expect(await screen.findByText('No categories yet.', {}, firstRender)).toBeVisible();
    unmount();

    api.override('GET /api/admin/categories', () => apiError(500, 'boom', 'INTERNAL'));
    renderTab();
    const alert = await screen.findByRole('alert', {}, firstRender);
    expect(alert).toHaveTextContent('Failed to fetch categories');
    api.override('GET /api/admin/categories', () => stored);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No categories yet.')).toBeVisible();
  });

  it('creates a category: the slug follows the name, options with values and price modifiers', async () => {
    const { client } = renderTab();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Add Category' })).toBeVisible();

    await userEvent.type(within(form).getByLabelText('Name'), '  Yard Signs & Stakes!');
    expect(within(form).getByLabelText('Slug')).toHaveValue('yard-signs-stakes');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Corrugated plastic');

    await userEvent.click(within(form).getByRole('button', { name: 'Add Option' }));
    await userEvent.type(within(form).getByLabelText('Option name, option 1'), 'Stakes');
    const type = within(form).getByLabelText('Type, option 1');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yes/No', 'Single Choice', 'Multiple Choice']);
    await userEvent.selectOptions(type, 'Single Choice');
    await userEvent.click(within(form).getByLabelText('Required, option 1'));
    await userEvent.type(within(form).getByLabelText('Code, option 1 value 1'), 'wire');
    await userEvent.type(within(form).getByLabelText('Label, option 1 value 1'), 'Wire stake');
    const price = within(form).getByLabelText('Price modifier ($), option 1 value 1');
    await userEvent.clear(price);
    await userEvent.type(price, '-1.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add value, option 1' }));
    await userEvent.type(within(form).getByLabelText('Code, option 1 value 2'), 'none');
    await userEvent.type(within(form).getByLabelText('Label, option 1 value 2'), 'No stake');
    await userEvent.clear(within(form).getByLabelText('Price modifier ($), option 1 value 2'));

    await userEvent.click(within(form).getByRole('button', { name: 'Add Option' }));
    await userEvent.type(within(form).getByLabelText('Option name, option 2'), 'Rush proof');

    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(await within(await toastRegion()).findByText('Category created successfully')).toBeVisible();

    const [post] = api.callsTo('POST /api/admin/categories');
    expect(post?.body).toEqual({
      name: 'Yard Signs & Stakes!',
      slug: 'yard-signs-stakes',
      description: 'Corrugated plastic',
      options: {
        customOptions: [
          {
            id: expect.stringMatching(/^option-\d{13,}$/),
            name: 'Stakes',
            type: 'select',
            required: true,
            values: [
              { value: 'wire', label: 'Wire stake', priceModifier: '-1.50' },
              { value: 'none', label: 'No stake', priceModifier: '0.00' },
            ],
          },
          {
            id: expect.stringMatching(/^option-\d{13,}$/),
            name: 'Rush proof',
            type: 'boolean',
            required: false,
          },
        ],
      },
      printDpiGreat: null,
      printDpiOk: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Yard Signs & Stakes!' })).toBeVisible();
    expect(listCalls().length).toBeGreaterThanOrEqual(2);
    expect(client.getQueryState(categoriesQueryKey)?.isInvalidated).toBe(true);
  });

  it('asks for a name and a slug before sending anything', async () => {
    renderTab();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(within(form).getByText('Name is required')).toBeVisible();
    expect(within(form).getByText('Slug is required')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await userEvent.type(within(form).getByLabelText('Name'), 'Posters');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Option' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(within(form).queryByText('Slug is required')).toBeNull();
    expect(within(form).getByText('Option 1: Name is required')).toBeVisible();
    expect(api.callsTo('POST /api/admin/categories')).toHaveLength(0);
  });

  it('refuses a price modifier in fractions of a cent or past $100,000 beside the field, sending nothing', async () => {
    const form = await openAddDialog();
    await userEvent.type(within(form).getByLabelText('Name'), 'Posters');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Option' }));
    await userEvent.type(within(form).getByLabelText('Option name, option 1'), 'Stakes');
    await userEvent.selectOptions(within(form).getByLabelText('Type, option 1'), 'Single Choice');
    await userEvent.type(within(form).getByLabelText('Code, option 1 value 1'), 'wire');
    await userEvent.type(within(form).getByLabelText('Label, option 1 value 1'), 'Wire stake');
    const price = within(form).getByLabelText('Price modifier ($), option 1 value 1');
    await userEvent.clear(price);
    await userEvent.type(price, '1.005');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(
      within(form).getByText('Option “Stakes”, value 1: Must be an amount such as 5.00 or -5.00'),
    ).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(price);
    await userEvent.type(price, '100000.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(
      within(form).getByText('Option “Stakes”, value 1: Must be between -100000.00 and 100000.00'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/admin/categories')).toHaveLength(0);
  });

  it("takes back 'Name is required' and 'Slug is required' once a name is typed", async () => {
    const form = await openAddDialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    expect(within(form).getByText('Name is required')).toBeVisible();
    expect(within(form).getByText('Slug is required')).toBeVisible();

    await userEvent.type(within(form).getByLabelText('Name'), 'Posters');
    expect(within(form).queryByText('Name is required')).toBeNull();
    expect(within(form).queryByText('Slug is required')).toBeNull();
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Slug')).not.toHaveAttribute('aria-invalid');
  });

  it('edits a category: fields filled in, the slug kept when the name changes', async () => {
    const { client } = renderTab();
    const [first] = (await rows()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Edit Outdoor Banners' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    expect(within(form).getByLabelText('Slug')).toHaveValue('outdoor-banners');
    expect(within(form).getByLabelText('Option name, option 1')).toHaveValue('Grommets');
    expect(within(form).getByLabelText('Required, option 1')).toBeChecked();
    expect(within(form).getByLabelText('Price modifier ($), option 1 value 1')).toHaveValue(2);

    const name = within(form).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Vinyl Banners');
    expect(within(form).getByLabelText('Slug')).toHaveValue('outdoor-banners');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove option, option 2' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Category' }));

    expect(await within(await toastRegion()).findByText('Category updated successfully')).toBeVisible();
    const [patch] = api.callsTo(update);
    expect(patch?.path).toBe('/api/admin/categories/1');
    expect(patch?.body).toEqual({
      name: 'Vinyl Banners',
      slug: 'outdoor-banners',
      description: 'Weatherproof vinyl',
      options: { customOptions: [outdoor.options.customOptions[0]] },
      printDpiGreat: null,
      printDpiOk: null,
    });
    expect(await screen.findByRole('heading', { name: 'Vinyl Banners' })).toBeVisible();
    expect(client.getQueryState(categoriesQueryKey)?.isInvalidated).toBe(true);
  });

  it('sets what each option starts on; a Multiple Choice has no such field', async () => {
    renderTab();
    const [first] = (await rows()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Edit Outdoor Banners' }));
    const form = await dialog();
    const grommetsStart = within(form).getByLabelText('Starts on, option 1');
    expect(grommetsStart).toHaveValue('');
    expect(
      within(grommetsStart)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unanswered: the customer chooses', 'Corners']);
    await userEvent.selectOptions(grommetsStart, 'corners');
    await userEvent.selectOptions(within(form).getByLabelText('Starts on, option 2'), 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Category' }));
    expect(await within(await toastRegion()).findByText('Category updated successfully')).toBeVisible();
    const [patch] = api.callsTo(update);
    const [grommets, windSlits] = outdoor.options.customOptions;
    expect(patch?.body).toMatchObject({
      options: {
        customOptions: [
          { ...grommets, defaultValue: 'corners' },
          { ...windSlits, defaultValue: 'no' },
        ],
      },
    });
  });

  it('reorders the options and their values with the arrows', async () => {
    renderTab();
    const [first] = (await rows()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Edit Outdoor Banners' }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Add value, option 1' }));
    await userEvent.type(within(form).getByLabelText('Code, option 1 value 2'), 'every-2ft');
    await userEvent.type(within(form).getByLabelText('Label, option 1 value 2'), 'Every 2 ft');
    expect(within(form).getByRole('button', { name: 'Move option 1 value 2 down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Move option 1 value 2 up' }));
    expect(within(form).getByLabelText('Code, option 1 value 1')).toHaveValue('every-2ft');
    await userEvent.click(within(form).getByRole('button', { name: 'Move option 2 up' }));
    expect(within(form).getByLabelText('Option name, option 1')).toHaveValue('Wind Slits');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Category' }));

    expect(await within(await toastRegion()).findByText('Category updated successfully')).toBeVisible();
    const [patch] = api.callsTo(update);
    const [grommets, windSlits] = outdoor.options.customOptions;
    expect(patch?.body).toMatchObject({
      options: {
        customOptions: [
          windSlits,
          {
            ...grommets,
            values: [
              { value: 'every-2ft', label: 'Every 2 ft', priceModifier: '0.00' },
              grommets?.values?.[0],
            ],
          },
        ],
      },
    });
  });

  it('deletes after the confirmation, which says the products stay uncategorised', async () => {
    const { client } = renderTab();
    const [, second] = (await rows()) as [HTMLElement, HTMLElement];
    await userEvent.click(within(second).getByRole('button', { name: 'Delete Business Cards' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this category?');
    expect(confirm).toHaveTextContent('Its products stay in the shop and become uncategorised.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(remove)).toHaveLength(0);

    await userEvent.click(within(second).getByRole('button', { name: 'Delete Business Cards' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(await toastRegion()).findByText('Category deleted successfully')).toBeVisible();
    expect(api.callsTo(remove).map((c) => c.path)).toEqual(['/api/admin/categories/2']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Business Cards' })).toBeNull());
    expect(client.getQueryState(categoriesQueryKey)?.isInvalidated).toBe(true);
  });

  it('shows the failure toasts, with the server message for a taken slug', async () => {
    const failure = () => apiError(500, 'Internal server error', 'INTERNAL');
    api.override('POST /api/admin/categories', () =>
      apiError(409, 'The slug "posters" is already taken by another category', 'CONFLICT'),
    );
    api.override(update, failure);
    api.override(remove, failure);
    renderTab();
    const [first] = (await rows()) as [HTMLElement];

    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    let form = await dialog();
    await userEvent.type(within(form).getByLabelText('Name'), 'Posters');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
    let region = await toastRegion();
    expect(await within(region).findByText('Failed to create category')).toBeVisible();
    expect(within(region).getByText('The slug "posters" is already taken by another category')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(first).getByRole('button', { name: 'Edit Outdoor Banners' }));
    form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Update Category' }));
    region = await toastRegion();
    expect(await within(region).findByText('Failed to update category')).toBeVisible();
    expect(within(region).queryByText('Internal server error')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(first).getByRole('button', { name: 'Delete Outdoor Banners' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(await toastRegion()).findByText('Failed to delete category')).toBeVisible();
  });
});
