import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem, Product } from '#shared/schemas/product';
import type { UploadResult } from '#shared/schemas/upload';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type SendFormOptions, sendForm } from '#web/lib/send-form.ts';
import { handle, serve } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { serveAdminProducts } from '#web/test/fake-admin-products.ts';
import { testCategory, testProduct } from '#web/test/fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

vi.mock('#web/lib/send-form.ts', () => ({ sendForm: vi.fn() }));
const sendFormMock = vi.mocked(sendForm);

let api: FakeAdminApi;

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  serveAdminProducts(api, () => [testProduct()]);
  api.override('PATCH /api/admin/products/:id', (call) => ({
    ...testProduct(),
    ...(call.body as object),
  }));
  serve(handle('GET /api/categories', () => [testCategory()]));
});

afterEach(() => {
  act(() => clearToasts());
  sendFormMock.mockReset();
});

async function openProduct() {
  renderRoute('/admin/products?product=7');
  expect(await screen.findByLabelText('Name', {}, { timeout: 5000 })).toBeVisible();
}

const mediaRows = () => within(screen.getByRole('list', { name: 'Product media' })).getAllByRole('listitem');

async function save(): Promise<Product> {
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Product updated')).toBeVisible();
  const [call] = api.callsTo('PATCH /api/admin/products/:id');
  return call?.body as Product;
}

const uploaded = (urls: string[], type: MediaItem['type']): UploadResult => ({
  urls,
  media: urls.map((url, order) => ({
    type,
    url,
    thumbnail: type === 'image' ? url.replace('.webp', '-600.webp') : null,
    order,
  })),
});

describe('Media card', () => {
  it('uploads images as multipart field "images" with progress, then appends them to the media', async () => {
    let finish: (result: UploadResult) => void = () => {};
    let options: SendFormOptions | undefined;
    sendFormMock.mockImplementation((_url, _form, given) => {
      options = given;
      return new Promise((resolve) => {
        finish = resolve as (result: UploadResult) => void;
      });
    });
    await openProduct();
    const files = [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'back.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(screen.getByLabelText('Upload images'), files);

    expect(sendFormMock).toHaveBeenCalledTimes(1);
    const [url, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/upload/images');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['front.png', 'back.jpg']);

    act(() => options?.onProgress?.(0.4));
    const progress = screen.getByRole('progressbar', { name: 'Upload images progress' });
    expect(progress).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading images… 40%')).toBeVisible();

    await act(async () =>
      finish(uploaded(['/media/products/new-1.webp', '/media/products/new-2.webp'], 'image')),
    );
    expect(await screen.findByText('Images uploaded successfully')).toBeVisible();
    expect(screen.getByText('2 image(s) added to product')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(mediaRows()).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Media 3' })).toHaveAttribute(
      'src',
      '/media/products/new-1-600.webp',
    );
    expect(screen.getByRole('img', { name: 'Media 4' })).toHaveAttribute(
      'src',
      '/media/products/new-2-600.webp',
    );

    const body = await save();
    expect(body.images).toEqual([
      '/media/products/vinyl-banners-1.webp',
      '/media/products/vinyl-banners-2.webp',
      '/media/products/new-1.webp',
      '/media/products/new-2.webp',
    ]);
    expect(body.media.map((item) => item.order)).toEqual([0, 1, 2, 3]);
  });

  it('shows the failure toast and the server message on a 415', async () => {
    sendFormMock.mockRejectedValue(new ApiError(415, 'Unsupported image type: notes.png'));
    await openProduct();
    await userEvent.upload(
      screen.getByLabelText('Upload images'),
      new File(['plain text'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload failed')).toBeVisible();
    expect(screen.getByText('Failed to upload images. Please try again.')).toBeVisible();
    expect(screen.getByText('Unsupported image type: notes.png')).toBeVisible();
    expect(mediaRows()).toHaveLength(2);
  });

  it('uploads videos with the SPEC hint and toasts', async () => {
    sendFormMock.mockResolvedValue(uploaded(['/media/products/demo.mp4'], 'video'));
    await openProduct();
    expect(screen.getByText('MP4, MOV, AVI, MKV or WebM, max 50MB per file')).toBeVisible();
    await userEvent.upload(
      screen.getByLabelText('Upload videos'),
      new File(['v'], 'demo.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText('Videos uploaded successfully')).toBeVisible();
    expect(screen.getByText('1 video(s) added to product')).toBeVisible();
    const [url, form] = sendFormMock.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/upload/videos');
    expect(form.getAll('videos')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Media 3 (video)' })).toBeVisible();
    const body = await save();
    expect(body.videos).toEqual(['/media/products/demo.mp4']);
  });

  it('makes the second item the main one when moved up, and saves the new order', async () => {
    await openProduct();
    expect(within(mediaRows()[0] as HTMLElement).getByText('Main')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Media 1' })).toHaveAttribute(
      'src',
      '/media/products/vinyl-banners-1-600.webp',
    );
    expect(screen.getByRole('button', { name: 'Move media 1 up' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Move media 2 up' }));
    expect(within(mediaRows()[0] as HTMLElement).getByText('Main')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Media 1' })).toHaveAttribute(
      'src',
      '/media/products/vinyl-banners-2-600.webp',
    );

    const body = await save();
    expect(body.media).toEqual([
      {
        type: 'image',
        url: '/media/products/vinyl-banners-2.webp',
        thumbnail: '/media/products/vinyl-banners-2-600.webp',
        order: 0,
      },
      {
        type: 'image',
        url: '/media/products/vinyl-banners-1.webp',
        thumbnail: '/media/products/vinyl-banners-1-600.webp',
        order: 1,
      },
    ]);
    expect(body.images).toEqual([
      '/media/products/vinyl-banners-2.webp',
      '/media/products/vinyl-banners-1.webp',
    ]);
  });

  it('refuses an empty image URL, adds a valid one, and rebuilds the order images first', async () => {
    sendFormMock.mockResolvedValue(uploaded(['/media/products/demo.mp4'], 'video'));
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an image URL.');
    expect(mediaRows()).toHaveLength(2);

    await userEvent.upload(
      screen.getByLabelText('Upload videos'),
      new File(['v'], 'demo.mp4', { type: 'video/mp4' }),
    );
    await screen.findByText('Videos uploaded successfully');
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/extra.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Add image' }));
    expect(screen.queryByText('Enter an image URL.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Media 4' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/extra.webp',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Update Media Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove media 1' }));
    const body = await save();
    expect(body.media.map(({ type, url, order }) => `${order}:${type}:${url}`)).toEqual([
      '0:image:/media/products/vinyl-banners-2.webp',
      '1:image:https://cdn.example.com/extra.webp',
      '2:video:/media/products/demo.mp4',
    ]);
    expect(body.media[1]?.thumbnail).toBeNull();
    expect(body.images).toEqual([
      '/media/products/vinyl-banners-2.webp',
      'https://cdn.example.com/extra.webp',
    ]);
    expect(body.videos).toEqual(['/media/products/demo.mp4']);
  });
});
