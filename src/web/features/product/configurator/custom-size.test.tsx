import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { feetBannerCustomSize } from '#shared/test/custom-sizes';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { updateCartItem } from '#web/lib/cart-item-update.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { makeProduct } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductConfigurator } from './product-configurator.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
vi.mock('#web/lib/cart-item-update.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/cart-item-update.ts')>()),
  updateCartItem: vi.fn(),
}));
const sendFormMock = vi.mocked(sendForm);
const updateMock = vi.mocked(updateCartItem);

/**
 * A banner with a 2' x 4' size ($20.00) and a custom size typed in feet: 1' to 16' × 1' to 50' in half feet,
 * $2.50/sq ft, $25.00 at least; 10 % off from 10 pieces.
 */
const banner: Product = makeProduct({
  id: 9,
  name: 'Vinyl Banner',
  slug: 'vinyl-banner',
  sizes: [{ value: '2x4', label: "2' x 4'", price: '20.00', widthIn: 24, heightIn: 48 }],
  customSize: feetBannerCustomSize,
  quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }],
});

const customLine: CartItem = {
  id: 31,
  productId: 9,
  productName: 'Vinyl Banner',
  productSlug: 'vinyl-banner',
  size: null,
  customWidthIn: 48,
  customHeightIn: 120,
  material: null,
  quantity: 1,
  isDoubleSided: false,
  isRush: false,
  cutShape: null,
  finish: null,
  lamination: false,
  customOptions: {},
  designMethod: 'create',
  designNotes: 'Big logo',
  unitPrice: '100.00',
  totalPrice: '100.00',
  uploadedFiles: [],
  files: [],
  options: [{ name: 'Size', value: 'custom', label: '4 × 10 ft (48 × 120 in, custom)' }],
  freeShipping: false,
  priceWhenAdded: null,
  quote: null,
  turnaroundTime: null,
  image: null,
  price: {
    unitPrice: '100.00',
    quantity: 1,
    subtotal: '100.00',
    quantityTier: null,
    discount: '0.00',
    lineTotal: '100.00',
  },
};

function renderConfigurator(product: Product, editing: CartItem | null = null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={<ProductConfigurator product={product} categoryOptions={[]} editing={editing} />}
      />
      <Route path="/cart" element={<h1>Cart page</h1>} />
    </Routes>,
  );
}

const total = () => screen.getByTestId('price-total').textContent;
const width = () => screen.getByLabelText('Width (ft)');
const height = () => screen.getByLabelText('Height (ft)');

async function typeSize(user: ReturnType<typeof userEvent.setup>, w: string, h: string) {
  await user.clear(width());
  if (w) await user.type(width(), w);
  await user.clear(height());
  if (h) await user.type(height(), h);
  await user.tab();
}

beforeEach(() => {
  sendFormMock.mockResolvedValue({ id: 1 });
});
afterEach(() => {
  act(() => clearToasts());
  sendFormMock.mockReset();
  updateMock.mockReset();
});

describe('the configurator’s custom size', () => {
  it('is the last size choice, with its lowest price, and opens the boxes at the size chosen until then', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    const size = screen.getByLabelText('Size');
    const choices = within(size)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(["2' x 4' ($20.00)", 'Custom size (from $25.00)']);
    expect(screen.queryByLabelText('Width (ft)')).toBeNull();

    await user.selectOptions(size, 'Custom size (from $25.00)');
    expect(width()).toHaveValue('2');
    expect(height()).toHaveValue('4');
    expect(screen.getByText('Width 1 ft to 16 ft, height 1 ft to 50 ft, in steps of 0.5 ft.')).toBeVisible();
    // 8 sq ft × $2.50 = $20.00, under the minimum.
    expect(screen.getByTestId('custom-size-rate')).toHaveTextContent(
      '8 sq ft at $2.50/sq ft: the minimum of $25.00 per piece applies',
    );
    expect(total()).toBe('$25.00');
  });

  it('prices the size live by area, with the quantity tier', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await typeSize(user, '4', '10');
    expect(screen.getByTestId('custom-size-rate')).toHaveTextContent('40 sq ft at $2.50/sq ft');
    expect(total()).toBe('$100.00');
    await typeSize(user, '3', '6');
    expect(screen.getByTestId('custom-size-rate')).toHaveTextContent('18 sq ft at $2.50/sq ft');
    expect(total()).toBe('$45.00');
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(total()).toBe('$405.00'); // 450.00 less 10 %
  });

  it.each([
    ['off the half feet', '4.1', '10', 'Width (ft)', 'Width must be a multiple of 0.5 ft'],
    ['too wide', '17', '10', 'Width (ft)', 'Width must be from 1 ft to 16 ft'],
    ['too high', '4', '60', 'Height (ft)', 'Height must be from 1 ft to 50 ft'],
    ['not a number', 'four', '10', 'Width (ft)', 'Width must be a number'],
    ['empty', '4', '', 'Height (ft)', 'Enter a height'],
  ])('says what is wrong beside the box and blocks Add to Cart: %s', async (_case, w, h, box, message) => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await typeSize(user, w, h);
    const input = screen.getByLabelText(box);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByTestId('price-total')).toBeNull();
    expect(screen.getByTestId('price-waiting')).toHaveTextContent(
      'Enter a width and height within the limits to see the price.',
    );
    await user.upload(
      screen.getByLabelText(/Upload Artwork Files/),
      new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(sendFormMock).not.toHaveBeenCalled();
    expect(await screen.findByText('Choose your options')).toBeVisible();
    expect(input).toHaveFocus();
  });

  it('says a box is wrong once the customer leaves it, not while the first digits are typed', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await user.clear(width());
    await user.type(width(), '4.1');
    expect(width()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(width()).toHaveAttribute('aria-invalid', 'true');
    expect(width()).toHaveAccessibleDescription(
      expect.stringContaining('Width must be a multiple of 0.5 ft'),
    );
    // Described by the limits too, through the group.
    expect(screen.getByRole('group', { name: /Custom size/ })).toHaveAccessibleDescription(
      'Width 1 ft to 16 ft, height 1 ft to 50 ft, in steps of 0.5 ft.',
    );
  });

  it('asks for the boxes, not for a size of the list, when they are empty', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await typeSize(user, '', '');
    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    await user.type(screen.getByLabelText(/Design Description/), 'Big logo');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Enter a width. Enter a height')).toBeVisible();
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  it('sends the width and height in inches, and no size', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await typeSize(user, '4', '10');
    await user.click(screen.getByRole('radio', { name: /Design it for me/ }));
    await user.type(screen.getByLabelText(/Design Description/), 'Big logo');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to Cart')).toBeVisible();
    const [, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(form.get('customWidthIn')).toBe('48');
    expect(form.get('customHeightIn')).toBe('120');
    expect(form.has('size')).toBe(false);
  });

  it('goes back to a size of the list', async () => {
    const user = userEvent.setup();
    renderConfigurator(banner);
    await user.selectOptions(screen.getByLabelText('Size'), 'Custom size (from $25.00)');
    await typeSize(user, '4', '10');
    await user.selectOptions(screen.getByLabelText('Size'), "2' x 4' ($20.00)");
    expect(screen.queryByLabelText('Width (ft)')).toBeNull();
    expect(total()).toBe('$20.00');
  });

  it('shows only the boxes when the custom size is the product’s only size, starting at the smallest', () => {
    renderConfigurator({ ...banner, sizes: [] });
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(width()).toHaveValue('1');
    expect(height()).toHaveValue('1');
    expect(total()).toBe('$25.00');
  });

  it('gives a line without dimensions the boxes when the custom size is now the product’s only size', () => {
    renderConfigurator(
      { ...banner, sizes: [] },
      { ...customLine, customWidthIn: null, customHeightIn: null, size: '2x4' },
    );
    expect(width()).toHaveValue('1');
    expect(height()).toHaveValue('1');
  });

  it('changes a cart line of a custom size, sending its new size', async () => {
    const line = customLine;
    updateMock.mockResolvedValue(line);
    const user = userEvent.setup();
    renderConfigurator(banner, line);
    expect(screen.getByLabelText('Size')).toHaveValue(' custom');
    expect(width()).toHaveValue('4');
    expect(height()).toHaveValue('10');
    await typeSize(user, '5', '10');
    expect(total()).toBe('$125.00');
    await user.click(screen.getByRole('button', { name: /Update Cart Item/ }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeVisible();
    expect(updateMock).toHaveBeenCalledWith(
      line.id,
      expect.objectContaining({ size: null, customWidthIn: 60, customHeightIn: 120 }),
    );
  });
});
