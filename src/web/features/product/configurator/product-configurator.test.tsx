import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomOption } from '#shared/schemas/custom-option';
import type { Product } from '#shared/schemas/product';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { makeProduct } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductConfigurator } from './product-configurator.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
const sendFormMock = vi.mocked(sendForm);

/** A product with no options at all, priced at its base price. */
const baseProduct = makeProduct({ id: 7, name: 'Test Banner', slug: 'test-banner', basePrice: '20.00' });

const fullProduct: Product = {
  ...baseProduct,
  hasDoubleSided: true,
  doubleSidedPrice: '10.00',
  rushFee: '15.00',
  hasLamination: true,
  hasCutShapes: true,
  hasFinishes: true,
  sizes: [
    { value: 'small', label: 'Small', price: '20.00' },
    { value: 'large', label: 'Large', price: '40.00' },
  ],
  materials: [
    { value: 'vinyl', label: 'Vinyl', priceModifier: '0.00' },
    { value: 'mesh', label: 'Mesh', priceModifier: '5.00' },
  ],
  cutShapes: [
    { value: 'rect', label: 'Rectangle', price: '0.00' },
    { value: 'circle', label: 'Circle', price: '3.00' },
  ],
  finishes: [
    { value: 'matte', label: 'Matte', priceModifier: 0 },
    { value: 'gloss', label: 'Gloss', priceModifier: 10 },
  ],
  quantityDiscounts: [
    { minQuantity: 5, discountPercent: 5 },
    { minQuantity: 10, discountPercent: 10 },
  ],
};

const grommets: CustomOption = {
  id: 'opt-grommets',
  name: 'Grommets',
  type: 'select',
  required: true,
  values: [
    { value: 'corners', label: 'Corners', priceModifier: '2.00' },
    { value: 'none', label: 'None', priceModifier: '-1.50' },
  ],
};
const pockets: CustomOption = {
  id: 'opt-pockets',
  name: 'Pole Pockets',
  type: 'multiselect',
  required: false,
  values: [
    { value: 'top', label: 'Top', priceModifier: '7.50' },
    { value: 'bottom', label: 'Bottom', priceModifier: '7.50' },
  ],
};
const windSlits: CustomOption = {
  id: 'opt-wind',
  name: 'Wind Slits',
  type: 'boolean',
  required: false,
  values: [{ value: 'yes', label: 'Add wind slits', priceModifier: '4.00' }],
};

function renderConfigurator(product: Product, categoryOptions: CustomOption[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ProductConfigurator product={product} categoryOptions={categoryOptions} />} />
      <Route path="/cart" element={<h1>Cart page</h1>} />
    </Routes>,
  );
}

const total = () => screen.getByTestId('price-total').textContent;
const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = () => new File([pngSignature, 'png-bytes'], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  sendFormMock.mockResolvedValue({ id: 1 });
});

afterEach(() => {
  act(() => clearToasts());
  sendFormMock.mockReset();
});

describe('ProductConfigurator', () => {
  it('shows every control the product has, in order, with the defaults', () => {
    renderConfigurator(fullProduct);
    expect(screen.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    const labels = [
      screen.getByLabelText('Size'),
      screen.getByLabelText('Material'),
      screen.getByRole('group', { name: 'Printing' }),
      screen.getByLabelText('Cut Shape'),
      screen.getByLabelText('Finish'),
      screen.getByRole('group', { name: 'Lamination' }),
      screen.getByLabelText('Quantity'),
      screen.getByRole('group', { name: 'Turnaround' }),
      screen.getByRole('group', { name: 'Design Method' }),
      screen.getByLabelText(/Upload Artwork Files/),
    ];
    for (let i = 1; i < labels.length; i += 1) {
      const previous = labels[i - 1] as HTMLElement;
      expect(
        previous.compareDocumentPosition(labels[i] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(screen.getByLabelText('Size')).toHaveValue('small');
    expect(screen.getByLabelText('Material')).toHaveValue('vinyl');
    expect(screen.getByLabelText('Cut Shape')).toHaveValue('rect');
    expect(screen.getByLabelText('Finish')).toHaveValue('matte');
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByRole('radio', { name: 'One-sided' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No lamination' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard \(3-5 business days\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Rush \(1-2 days\)/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Upload my artwork' })).toBeChecked();
    expect(screen.queryByLabelText(/Design Description/)).toBeNull();
    expect(screen.getByText('AI, PDF, PNG, JPG or JPEG · max 10MB per file')).toBeVisible();
    expect(total()).toBe('$20.00');
  });

  it('hides the controls a product does not have', () => {
    renderConfigurator(baseProduct);
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(screen.queryByLabelText('Material')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Printing' })).toBeNull();
    expect(screen.queryByLabelText('Cut Shape')).toBeNull();
    expect(screen.queryByLabelText('Finish')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Lamination' })).toBeNull();
    expect(screen.getByLabelText('Quantity')).toBeVisible();
    expect(total()).toBe('$20.00');
  });

  it('hides Cut Shape when the product has cut shapes switched on but none listed', () => {
    renderConfigurator({ ...baseProduct, hasCutShapes: true, cutShapes: [] });
    expect(screen.queryByLabelText('Cut Shape')).toBeNull();
  });

  it('updates the total live as each control changes', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.selectOptions(screen.getByLabelText('Size'), 'large');
    expect(total()).toBe('$40.00');
    await user.selectOptions(screen.getByLabelText('Material'), 'mesh');
    expect(total()).toBe('$45.00');
    await user.click(screen.getByRole('radio', { name: /Two-sided/ }));
    expect(total()).toBe('$55.00');
    await user.click(screen.getByRole('radio', { name: /Rush/ }));
    expect(total()).toBe('$70.00');
    await user.selectOptions(screen.getByLabelText('Cut Shape'), 'circle');
    expect(total()).toBe('$73.00');
    await user.selectOptions(screen.getByLabelText('Finish'), 'gloss');
    expect(total()).toBe('$80.30'); // 73 × 1.1
    await user.click(screen.getByRole('radio', { name: /Laminated/ }));
    expect(total()).toBe('$88.33'); // 80.30 × 1.1
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '10');
    // 88.33 × 10 = 883.30, less 10 % = 794.97
    expect(screen.getByTestId('price-quantity')).toHaveTextContent('10 × $88.33');
    expect(screen.getByTestId('price-before')).toHaveTextContent('$883.30');
    expect(screen.getByTestId('price-discount')).toHaveTextContent('−$88.33');
    expect(screen.getByText('Quantity discount (10%)')).toBeVisible();
    expect(total()).toBe('$794.97');
    expect(screen.getByTestId('price-each')).toHaveTextContent('about $79.50 each');
  });

  it('prints no unit price that does not multiply out, and says the price each is rounded', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.selectOptions(screen.getByLabelText('Finish'), 'gloss');
    await user.click(screen.getByRole('radio', { name: /Laminated/ }));
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    // 20 × 1.1 × 1.1 = 24.20 each exactly: 3 × $24.20 = $72.60.
    expect(screen.getByTestId('price-quantity')).toHaveTextContent('3 × $24.20');
    expect(screen.getByTestId('price-each')).toHaveTextContent('$24.20 each');
    expect(screen.getByTestId('price-each')).not.toHaveTextContent('about');
  });

  it('shows the quantity price breaks for the configuration, marking the row of the quantity', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    const table = screen.getByRole('table', { name: 'Quantity price breaks' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual(['1–4—$20.00', '5–95%$19.00', '10+10%$18.00']);
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('radio', { name: /Laminated/ }));
    expect(rows()).toEqual(['1–4—$22.00', '5–95%$20.90', '10+10%$19.80']);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(within(table).getAllByRole('row')[3]).toHaveAttribute('aria-current', 'true');
  });

  it('says how many more to add for the next quantity tier', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    expect(screen.getByText('Add 4 more to save 5%')).toBeVisible();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(screen.getByText('Add 4 more to save 10%')).toBeVisible();
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(screen.queryByText(/more to save/)).toBeNull();
  });

  it.each(['0', '-3', 'abc', ''])(
    'treats the quantity %j as 1 and shows 1 on leaving the box',
    async (typed) => {
      const user = userEvent.setup();
      renderConfigurator(fullProduct);
      const quantity = screen.getByLabelText('Quantity');
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      expect(total()).toBe('$20.00');
      await user.tab();
      expect(quantity).toHaveValue(1);
    },
  );

  it('prices product and category custom options, marking required ones', async () => {
    const user = userEvent.setup();
    renderConfigurator({ ...baseProduct, customOptions: [pockets, windSlits] }, [grommets]);
    const grommetsSelect = screen.getByLabelText(/Grommets/);
    expect(grommetsSelect).toBeRequired();
    expect(grommetsSelect).toHaveValue('');
    await user.selectOptions(grommetsSelect, 'none');
    expect(total()).toBe('$18.50');
    await user.click(screen.getByRole('checkbox', { name: /Top/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bottom/ }));
    expect(total()).toBe('$33.50');
    await user.click(screen.getByRole('radio', { name: /Yes — Add wind slits/ }));
    expect(total()).toBe('$37.50');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(total()).toBe('$33.50');
  });

  it("blocks upload mode without files: 'Files Required'", async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Files Required')).toBeVisible();
    expect(screen.getByText('Please upload your artwork files.')).toBeVisible();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it("blocks create mode with a blank description: 'Design Description Required'", async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    expect(screen.getByLabelText(/Reference Files \(optional\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Design Description/), '   ');
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Design Description Required')).toBeVisible();
    expect(screen.getByText('Please describe what you want us to design.')).toBeVisible();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over 10 MB, naming it, and lists the accepted ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderConfigurator(fullProduct);
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const gif = new File(['gif'], 'anim.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), [pngFile(), big, gif]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('huge.pdf is larger than 10MB.');
    expect(alert).toHaveTextContent('anim.gif is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.');
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByText('logo.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('enforces a required custom option beside its field', async () => {
    const user = userEvent.setup();
    renderConfigurator(baseProduct, [grommets]);
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Choose your options')).toBeVisible();
    expect(screen.getByLabelText(/Grommets/)).toHaveAccessibleDescription('Grommets is required');
    expect(screen.getByLabelText(/Grommets/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Grommets/)).toHaveFocus());
    expect(sendFormMock).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText(/Grommets/), 'corners');
    expect(screen.getByLabelText(/Grommets/)).not.toHaveAccessibleDescription('Grommets is required');
    expect(screen.getByLabelText(/Grommets/)).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first unanswered required option, a Yes/No group by its first choice', async () => {
    const user = userEvent.setup();
    renderConfigurator(baseProduct, [{ ...windSlits, required: true }, grommets]);
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Yes/ })).toHaveFocus());
    expect(screen.getByRole('group', { name: /Wind Slits/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Grommets/)).toHaveAttribute('aria-invalid', 'true');
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('sends the item with its files and says it was added', async () => {
    const user = userEvent.setup();
    renderConfigurator({ ...fullProduct, customOptions: [pockets] }, [grommets]);
    await user.selectOptions(screen.getByLabelText('Size'), 'large');
    await user.selectOptions(screen.getByLabelText(/Grommets/), 'corners');
    await user.click(screen.getByRole('checkbox', { name: /Top/ }));
    await user.click(screen.getByRole('radio', { name: /Rush/ }));
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to Cart')).toBeVisible();
    expect(screen.getByText('Test Banner has been added to your cart.')).toBeVisible();
    expect(sendFormMock).toHaveBeenCalledTimes(1);
    const [url, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/cart');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'))).toEqual({
      productId: '7',
      quantity: '1',
      size: 'large',
      material: 'vinyl',
      isDoubleSided: 'false',
      isRush: 'true',
      cutShape: 'rect',
      finish: 'matte',
      lamination: 'false',
      customOptions: JSON.stringify({ 'opt-grommets': 'corners', 'opt-pockets': ['top'] }),
      designMethod: 'upload',
      designNotes: '',
    });
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['logo.png']);
    expect(form.has('totalPrice')).toBe(false);
  });

  it('refuses a renamed file as soon as it is chosen, before any upload', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    const renamed = new File(['PK\u0003\u0004 a zipped Word file'], 'logo.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), renamed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'logo.pdf is not a PDF, PNG, JPEG or Illustrator file inside, whatever its name says.',
    );
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the item for good', async () => {
    sendFormMock.mockRejectedValue(new ApiError(415, 'Unsupported file type: logo.png'));
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Unsupported file type: logo.png')).toBeVisible();
    expect(screen.queryByText('Failed to add item to cart. Please try again.')).toBeNull();
  });

  it("says 'Failed to add item to cart. Please try again.' when the cart refuses", async () => {
    sendFormMock.mockRejectedValue(new Error('500'));
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.upload(screen.getByLabelText(/Upload Artwork Files/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add item to cart. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('Order Now adds the item and goes to /cart, or says it failed', async () => {
    const user = userEvent.setup();
    renderConfigurator(fullProduct);
    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    await user.type(screen.getByLabelText(/Design Description/), 'Red logo, big text');
    sendFormMock.mockRejectedValueOnce(new Error('500'));
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Failed to process order. Please try again.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeVisible();
    const form = sendFormMock.mock.calls[1]?.[1] as FormData;
    expect(form.get('designMethod')).toBe('create');
    expect(form.get('designNotes')).toBe('Red logo, big text');
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
  });
});
