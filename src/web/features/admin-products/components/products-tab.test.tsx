import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { type ApiCall, apiError, handle, serve } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { serveAdminProducts } from '#web/test/fake-admin-products.ts';
import { makeProduct, testCategory, testProduct } from '#web/test/fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;
let products: Product[];

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  products = [
    testProduct({ quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }] }),
    makeProduct({ id: 8, name: 'Yard Signs', slug: 'yard-signs', isArchived: true }),
  ];
  serveAdminProducts(api, () => products);
  api.override('PATCH /api/admin/products/:id', (call) => {
    const id = Number(call.pathParams.id);
    const saved = { ...testProduct(), ...(call.body as object), id } as Product;
    products = products.map((entry) => (entry.id === id ? saved : entry));
    return saved;
  });
  api.override('POST /api/admin/products', (call) => ({
    ...testProduct(),
    ...(call.body as object),
    id: 42,
  }));
  serve(
    handle('GET /api/categories', () => [
      testCategory(),
      testCategory({ id: 2, name: 'Signs', slug: 'signs' }),
    ]),
  );
});

afterEach(() => {
  act(() => clearToasts());
});

const picker = () => screen.findByRole('combobox', { name: 'Product' }, { timeout: 5000 });
const optionNames = async () =>
  within(await screen.findByRole('listbox', { name: 'Products' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
const listCalls = () => api.callsTo('GET /api/admin/products');
/** The path and query a call asked for, as the app wrote them. */
function pathAndQuery({ url }: ApiCall) {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** Opens the picker and chooses the option of that name. */
async function pick(name: string) {
  await userEvent.click(await picker());
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function openProduct(id = 7) {
  const result = renderRoute(`/admin/products?product=${id}`);
  expect(await screen.findByLabelText('Name', {}, { timeout: 5000 })).toBeVisible();
  return result;
}

describe('Products tab', () => {
  it('lists the products in the picker, archived ones marked, and loads the chosen one into the URL', async () => {
    const { router } = renderRoute('/admin/products');
    const combobox = await picker();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Choose a product to edit, or create a new one.')).toBeVisible();
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await waitFor(async () =>
      expect(await optionNames()).toEqual(['Vinyl Banners', 'Yard Signs (archived)']),
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 products');
    await userEvent.click(screen.getByRole('option', { name: 'Vinyl Banners' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Vinyl Banners');
    expect(router.state.location.search).toBe('?product=7');
    expect(combobox).toHaveValue('Vinyl Banners');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // The picker reads one slim page; only the chosen product is read whole.
    expect(listCalls().map(pathAndQuery)).toEqual(['/api/admin/products?pageSize=20']);
    expect(api.callsTo('GET /api/admin/products/:id').map((call) => call.path)).toEqual([
      '/api/admin/products/7',
    ]);
  });

  it('searches as the admin types, by name or slug', async () => {
    renderRoute('/admin/products');
    const combobox = await picker();
    await userEvent.type(combobox, 'YARD');
    await waitFor(async () => expect(await optionNames()).toEqual(['Yard Signs (archived)']));
    // The request is taken a few ticks after the app sends it; the last one asks for the whole word.
    await waitFor(() => expect(listCalls().at(-1)?.params.get('q')).toBe('YARD'));
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'nothing like it');
    expect(await screen.findByText('No products match “nothing like it”.')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is driven by the keyboard: Down and Up move, Enter chooses, Escape closes', async () => {
    const { router } = renderRoute('/admin/products');
    const combobox = await picker();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('option', { name: 'Yard Signs (archived)' });
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Vinyl Banners');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Yard Signs (archived)');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Vinyl Banners');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Yard Signs (archived)');
    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(router.state.location.search).toBe('');

    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Yard Signs (archived)');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Name')).toHaveValue('Yard Signs');
    expect(router.state.location.search).toBe('?product=8');
    expect(combobox).toHaveValue('Yard Signs (archived)');
    expect(combobox).toHaveFocus();
  });

  it('shows 20 at a time, with more on request', async () => {
    products = Array.from({ length: 25 }, (_, i) =>
      makeProduct({ id: 100 + i, name: `Sign ${String(i + 1).padStart(2, '0')}`, slug: `sign-${i + 1}` }),
    );
    renderRoute('/admin/products');
    await userEvent.click(await picker());
    const more = await screen.findByRole('option', { name: 'Show more (20 of 25 shown)' });
    expect(screen.getAllByRole('option')).toHaveLength(21);
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('Sign 25');
    expect(listCalls().at(-1)?.params.get('page')).toBe('2');
  });

  it('says when the chosen product cannot be read, or no longer exists', async () => {
    api.override('GET /api/admin/products/:id', () => apiError(500, 'boom'));
    const { unmount } = renderRoute('/admin/products?product=7');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to fetch product');
    serveAdminProducts(api, () => products);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Vinyl Banners');
    unmount();

    renderRoute('/admin/products?product=999');
    expect(
      await screen.findByText('That product does not exist (it may have been deleted). Choose another one.'),
    ).toBeVisible();
  });

  it('shows a loading state while the chosen product is read', async () => {
    let answer: (product: Product) => void = () => undefined;
    api.override('GET /api/admin/products/:id', () => new Promise<Product>((resolve) => (answer = resolve)));
    renderRoute('/admin/products?product=7');
    expect(await screen.findByText('Loading the product…', {}, { timeout: 5000 })).toBeInTheDocument();
    act(() => answer(products[0] as Product));
    expect(await screen.findByLabelText('Name')).toHaveValue('Vinyl Banners');
  });

  it('says when there are no products yet', async () => {
    products = [];
    renderRoute('/admin/products');
    expect(
      await screen.findByText('No products yet. Create the first one.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('lists a renamed product under its new name after saving', async () => {
    await openProduct();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mesh Banners');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeVisible();
    expect(await picker()).toHaveValue('Mesh Banners');
    await userEvent.click(await picker());
    await waitFor(async () => expect(await optionNames()).toEqual(['Mesh Banners', 'Yard Signs (archived)']));
  });

  it("shows the product's category once the categories arrive after the product", async () => {
    products = [testProduct({ categoryId: 2 })];
    await openProduct();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.selectedOptions[0]?.textContent).toBe('Signs'));
  });

  it('loads the new product draft with Create New Product and creates it with POST', async () => {
    const { router } = renderRoute('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Product' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('New Product');
    expect(screen.getByLabelText('Slug')).toHaveValue('new-product');
    expect(screen.getByLabelText('Base price ($)')).toHaveValue(0);
    expect(screen.getByLabelText('Turnaround time')).toHaveValue('3-5 business days');
    for (const name of ['Double-sided printing', 'Lamination', 'Custom cut shapes', 'Special finishes']) {
      expect(screen.getByLabelText(name)).not.toBeChecked();
    }
    expect(screen.getByText('No sizes yet.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created')).toBeVisible();
    const [call] = api.callsTo('POST /api/admin/products');
    expect(call?.body).toMatchObject({
      name: 'New Product',
      slug: 'new-product',
      basePrice: '0.00',
      rushFee: '0.00',
      turnaroundTime: '3-5 business days',
      sizes: [],
      categoryId: null,
      hasDoubleSided: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?product=42'));
  });

  it('saves an edited product with PATCH and the full body', async () => {
    await openProduct();
    const price = screen.getByLabelText('Base price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '30.5');
    const rush = screen.getByLabelText('Rush fee ($)');
    await userEvent.clear(rush);
    await userEvent.type(rush, 'abc');
    const features = screen.getByLabelText('Features');
    await userEvent.clear(features);
    await userEvent.type(features, 'One{enter}{enter}  {enter}Two');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Signs');
    await userEvent.type(screen.getByLabelText('Minimum quantity'), '5');
    await userEvent.type(screen.getByLabelText('Discount (%)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    expect(
      within(screen.getByRole('list', { name: 'Quantity Discounts' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('5+ items: 5% off');
    await userEvent.type(screen.getByLabelText('Tags'), 'New{enter}');
    await userEvent.type(screen.getByLabelText('Great for print from (DPI)'), '120');
    await userEvent.type(screen.getByLabelText('OK at this size from (DPI)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated')).toBeVisible();
    const [call] = api.callsTo('PATCH /api/admin/products/:id');
    expect(call?.path).toBe('/api/admin/products/7');
    expect(call?.body).toMatchObject({
      name: 'Vinyl Banners',
      basePrice: '30.50',
      rushFee: '0.00',
      features: ['One', 'Two'],
      categoryId: 2,
      tags: ['Top Seller', 'New'],
      quantityDiscounts: [
        { minQuantity: 5, discountPercent: 5 },
        { minQuantity: 10, discountPercent: 10 },
      ],
      sizes: [{ value: '2x4', label: "2' x 4'", price: '24.99' }],
      materials: [{ value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' }],
      // The media in display order, numbered 0..n-1; images follow it.
      media: [...(products[0]?.media ?? [])].sort((a, b) => a.order - b.order),
      images: ['/media/products/vinyl-banners-1.webp', '/media/products/vinyl-banners-2.webp'],
      printDpiGreat: 120,
      printDpiOk: 60,
    });
  });

  it('shows the server message and the update failure toast on a 400', async () => {
    api.override('PATCH /api/admin/products/:id', () =>
      apiError(400, 'seoScriptTags: Must be valid JSON-LD', 'VALIDATION_FAILED'),
    );
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update product.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByText('seoScriptTags: Must be valid JSON-LD')).toBeVisible();
  });

  it('shows the creation failure toast', async () => {
    api.override('POST /api/admin/products', () =>
      apiError(409, 'The slug "new-product" is already used by another product.', 'CONFLICT'),
    );
    renderRoute('/admin/products?product=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Product' }, { timeout: 5000 }));
    expect(await screen.findByText('Creation failed')).toBeVisible();
    expect(screen.getByText('Failed to create product. Please try again.')).toBeVisible();
    expect(screen.getByText('The slug "new-product" is already used by another product.')).toBeVisible();
  });

  it('shows the double-sided fee only when double-sided printing is on', async () => {
    await openProduct();
    expect(screen.queryByLabelText('Double-sided fee ($)')).toBeNull();
    await userEvent.click(screen.getByLabelText('Double-sided printing'));
    expect(screen.getByLabelText('Double-sided fee ($)')).toBeVisible();
  });

  it('needs a code and a label to add a size', async () => {
    await openProduct();
    await userEvent.type(screen.getByLabelText('New size code'), 'xl');
    await userEvent.click(screen.getByRole('button', { name: 'Add size' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter both a code and a label.');
    await userEvent.type(screen.getByLabelText('New size label'), 'Extra large');
    await userEvent.type(screen.getByLabelText('New size price'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Add size' }));
    const sizes = screen.getByRole('list', { name: 'Size Options' });
    expect(within(sizes).getByText('Extra large')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: "Remove size 2' x 4'" }));
    expect(within(sizes).queryByText("2' x 4'")).toBeNull();
  });

  it('adds a quantity tier as the percentage typed, at most two decimals', async () => {
    await openProduct();
    await userEvent.type(screen.getByLabelText('Minimum quantity'), '20');
    const percent = screen.getByLabelText('Discount (%)');
    await userEvent.type(percent, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A discount may have at most two decimals, such as 12.5.',
    );
    await userEvent.clear(percent);
    await userEvent.type(percent, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    const tiers = within(screen.getByRole('list', { name: 'Quantity Discounts' })).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual(['10+ items: 10% off', '20+ items: 12.5% off']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/products/:id')[0]?.body).toMatchObject({
      quantityDiscounts: [
        { minQuantity: 10, discountPercent: 10 },
        { minQuantity: 20, discountPercent: 12.5 },
      ],
    });
  });

  it('asks before discarding unsaved changes', async () => {
    const { router } = await openProduct();
    await userEvent.type(screen.getByLabelText('Name'), ' XL');
    await pick('Yard Signs (archived)');
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Vinyl Banners XL');
    expect(router.state.location.search).toBe('?product=7');
    expect(await picker()).toHaveValue('Vinyl Banners');

    await userEvent.click(screen.getByRole('button', { name: 'Create New Product' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('New Product'));
    expect(router.state.location.search).toBe('?product=new');
    expect(await picker()).toHaveValue('New Product (not saved)');
  });

  it('refuses to delete a product with orders and shows why', async () => {
    api.override('DELETE /api/admin/products/:id', () =>
      apiError(409, 'This product has orders; archive it instead.', 'CONFLICT'),
    );
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This product has orders; archive it instead.',
    );
  });

  it('lists the media by order, the first one marked Main', async () => {
    await openProduct();
    const rows = within(screen.getByRole('list', { name: 'Product media' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Main');
    expect(rows[0]).toHaveTextContent('vinyl-banners-1.webp');
  });

  it('counts a media change as unsaved', async () => {
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Remove media 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create New Product' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
  });

  it('asks before leaving the tab with unsaved changes, and stays on Cancel', async () => {
    const { router } = await openProduct();
    await userEvent.type(screen.getByLabelText('Name'), ' XL');
    act(() => void router.navigate('/admin/orders'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(screen.getByLabelText('Name')).toHaveValue('Vinyl Banners XL');

    act(() => void router.navigate('/admin/orders'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('treats a category deleted since loading as none', async () => {
    products = [testProduct({ categoryId: 99 })];
    await openProduct();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.value).toBe('0'));
  });
});
