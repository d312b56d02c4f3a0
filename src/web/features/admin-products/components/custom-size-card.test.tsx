import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomSize, Product } from '#shared/schemas/product';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { handle, serve } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { serveAdminProducts } from '#web/test/fake-admin-products.ts';
import { testCategory, testProduct } from '#web/test/fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;
let products: Product[];

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  products = [testProduct()];
  serveAdminProducts(api, () => products);
  api.override('PATCH /api/admin/products/:id', (call) => ({
    ...testProduct(),
    ...(call.body as object),
    id: 7,
  }));
  api.override('POST /api/admin/products', (call) => ({
    ...testProduct(),
    ...(call.body as object),
    id: 42,
  }));
  serve(handle('GET /api/categories', () => [testCategory()]));
});

afterEach(() => {
  act(() => clearToasts());
});

const banner: CustomSize = {
  ratePerSqFt: '2.50',
  minimumCharge: '15.00',
  unit: 'ft',
  minWidthIn: 24,
  maxWidthIn: 96,
  minHeightIn: 36,
  maxHeightIn: 120,
  incrementIn: 6,
};

async function openProduct(url = '/admin/products?product=7') {
  renderRoute(url);
  expect(await screen.findByLabelText('Name', {}, { timeout: 5000 })).toBeVisible();
}

const offer = () => screen.getByRole('switch', { name: 'Offer a custom size' });
const field = (label: string) => screen.getByLabelText(label);

/** Replaces what a field holds and leaves it (so its problem, if any, shows). */
async function typeInto(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text !== '') await userEvent.type(field(label), text);
  await userEvent.tab();
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
}

/** The field is marked invalid and described by this message. */
function expectProblem(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.getByText(message)).toBeVisible();
}

describe('the Custom Size card', () => {
  it('shows its fields only once a custom size is offered', async () => {
    await openProduct();
    expect(offer()).not.toBeChecked();
    expect(screen.queryByLabelText('Price per sq ft')).toBeNull();
    await userEvent.click(offer());
    expect(offer()).toBeChecked();
    for (const label of [
      'Price per sq ft',
      'Minimum charge per piece',
      'Customers type sizes in',
      'Min width (in)',
      'Max width (in)',
      'Min height (in)',
      'Max height (in)',
      'Increment (in)',
    ]) {
      expect(field(label)).toBeVisible();
    }
    expect(field('Increment (in)')).toHaveAccessibleDescription('e.g. 1 = whole inches, 6 = half feet');
    expect(field('Increment (in)')).toHaveValue(1);
    expect(field('Customers type sizes in')).toHaveValue('in');
  });

  it('previews the smallest size and saves the setting in inches, with money as strings', async () => {
    await openProduct();
    await userEvent.click(offer());
    await typeInto('Price per sq ft', '2.5');
    await typeInto('Minimum charge per piece', '10');
    await userEvent.selectOptions(field('Customers type sizes in'), 'Feet');
    await typeInto('Min width (in)', '24');
    await typeInto('Max width (in)', '96');
    await typeInto('Min height (in)', '36');
    await typeInto('Max height (in)', '120');
    await typeInto('Increment (in)', '6');
    expect(screen.getByText('Smallest size: 24 × 36 in costs $15.00')).toBeVisible();
    await save();
    expect(await screen.findByText('Product updated')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/products/:id')[0]?.body).toMatchObject({
      customSize: { ...banner, minimumCharge: '10.00' },
    });
  });

  it("loads the product's custom size, and sends null once it is switched off", async () => {
    products = [testProduct({ customSize: banner })];
    await openProduct();
    expect(offer()).toBeChecked();
    expect(field('Price per sq ft')).toHaveValue(2.5);
    expect(field('Customers type sizes in')).toHaveValue('ft');
    expect(field('Max height (in)')).toHaveValue(120);
    expect(screen.getByText('Smallest size: 24 × 36 in costs $15.00')).toBeVisible();
    await userEvent.click(offer());
    expect(screen.queryByLabelText('Price per sq ft')).toBeNull();
    await save();
    expect(await screen.findByText('Product updated')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/products/:id')[0]?.body).toMatchObject({ customSize: null });
  });

  it('creates a new product without a custom size as customSize: null', async () => {
    renderRoute('/admin/products?product=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Product' }, { timeout: 5000 }));
    expect(await screen.findByText('Product created')).toBeVisible();
    expect(api.callsTo('POST /api/admin/products')[0]?.body).toMatchObject({ customSize: null });
  });

  it('says beside the field that a maximum is below its minimum, and saves nothing until fixed', async () => {
    products = [testProduct({ customSize: banner })];
    await openProduct();
    await typeInto('Max width (in)', '12');
    expectProblem('Max width (in)', 'The maximum width must be at least the minimum width');
    expect(screen.queryByText(/^Smallest size/)).toBeNull();
    await save();
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/products/:id')).toHaveLength(0);

    await typeInto('Max width (in)', '48');
    await waitFor(() => expect(field('Max width (in)')).not.toHaveAttribute('aria-invalid'));
    await save();
    expect(await screen.findByText('Product updated')).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/products/:id')[0]?.body).toMatchObject({
      customSize: { ...banner, maxWidthIn: 48 },
    });
  });

  it('refuses a rate of $0.00 beside the rate', async () => {
    products = [testProduct({ customSize: banner })];
    await openProduct();
    await typeInto('Price per sq ft', '0');
    expectProblem('Price per sq ft', 'The rate must be more than $0.00');
    await save();
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeVisible();
    expect(field('Price per sq ft')).toHaveFocus();
    expect(api.callsTo('PATCH /api/admin/products/:id')).toHaveLength(0);
  });

  it('refuses limits off the increment, and an increment of 0', async () => {
    products = [testProduct({ customSize: banner })];
    await openProduct();
    await typeInto('Min height (in)', '40');
    expectProblem('Min height (in)', 'Must be a multiple of the increment (6 in)');
    await typeInto('Increment (in)', '0');
    expectProblem('Increment (in)', 'The increment must be more than 0 inches');
  });

  it('shows the problems of untouched fields only once saving is tried', async () => {
    await openProduct();
    await userEvent.click(offer());
    await typeInto('Min width (in)', '24');
    expect(screen.queryByText('Maximum width must be a number of inches')).toBeNull();
    await save();
    expectProblem('Max width (in)', 'Maximum width must be a number of inches');
    expectProblem('Price per sq ft', 'The rate must be more than $0.00');
    expect(api.callsTo('PATCH /api/admin/products/:id')).toHaveLength(0);
  });
});
