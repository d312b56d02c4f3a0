import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArtworkField } from './artwork-field.tsx';

/** jsdom decodes no images: this one reports the size in its file name ('art-7200x3600.png'). */
class FakeImage {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    const match = /(\d+)x(\d+)/.exec(decodeURIComponent(url));
    setTimeout(() => {
      if (!match) return this.onerror?.();
      this.naturalWidth = Number(match[1]);
      this.naturalHeight = Number(match[2]);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function field(
  files: File[],
  printSize: { widthIn: number; heightIn: number } | null,
  printDpi: { great: number; ok: number } | null = null,
) {
  return (
    <ArtworkField
      files={files}
      printSize={printSize}
      sides={1}
      printDpi={printDpi}
      onChange={() => {}}
      required
      problems={[]}
      onProblems={() => {}}
    />
  );
}

describe('the artwork check as a file is chosen', () => {
  it('shows the light and its reason with a thumbnail, and updates it when the size changes', async () => {
    const file = new File(['x'], 'art-3600x1800.png', { type: 'image/png' });
    const { rerender } = render(field([file], { widthIn: 36, heightIn: 72 }));
    expect(await screen.findByText('Low resolution: this may print blurry')).toBeVisible();
    expect(screen.getByText(/3600 × 1800 px printed at 36 × 72 in is about 50 DPI/)).toBeVisible();
    expect(screen.getByRole('listitem').querySelector('img')).toHaveAttribute(
      'src',
      'blob:art-3600x1800.png',
    );

    rerender(field([file], { widthIn: 24, heightIn: 48 }));
    expect(await screen.findByText('OK at this size')).toBeVisible();
    expect(screen.queryByText('Low resolution: this may print blurry')).toBeNull();
  });

  it('judges by the shop’s thresholds for the product when it has them', async () => {
    const file = new File(['x'], 'art-3600x1800.png', { type: 'image/png' });
    render(field([file], { widthIn: 36, heightIn: 72 }, { great: 50, ok: 25 }));
    expect(await screen.findByText('Great for print')).toBeVisible();
    expect(screen.getByText(/about 50 DPI: great for this product \(50 DPI or more\)/)).toBeVisible();
  });

  it('checks nothing for a size without printed dimensions, nor for a PDF', async () => {
    const image = new File(['x'], 'art-600x300.png', { type: 'image/png' });
    const pdf = new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' });
    render(field([image, pdf], null));
    expect(await screen.findByText('art-600x300.png')).toBeVisible();
    expect(screen.getByText('flyer.pdf')).toBeVisible();
    expect(screen.queryByText(/Great for print|OK at this size|Low resolution/)).toBeNull();
  });

  it('says when the browser cannot open an image', async () => {
    render(field([new File(['x'], 'broken.png', { type: 'image/png' })], { widthIn: 36, heightIn: 72 }));
    expect(await screen.findByText('This image could not be opened: it may be damaged.')).toBeVisible();
  });
});
