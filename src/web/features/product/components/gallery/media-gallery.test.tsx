import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryItem } from './gallery-items.ts';
import { MediaGallery } from './media-gallery.tsx';

const images: GalleryItem[] = [1, 2, 3].map((n) => ({
  id: `image-${n}`,
  type: 'image',
  url: `/media/products/sign-${n}.webp`,
  thumbnail: `/media/products/sign-${n}-600.webp`,
}));
const video: GalleryItem = { id: 'video', type: 'video', url: '/media/products/sign.mp4', thumbnail: null };

/** jsdom cannot play media: play() and pause() flip `paused` and fire the events a browser fires. */
const playing = new WeakMap<HTMLMediaElement, boolean>();
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.get(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.set(this, true);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.set(this, false);
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function counter(container: HTMLElement = document.body) {
  return within(container).getByText(/^\d+ \/ \d+$/);
}

function mainImage() {
  return screen.getByRole('group', { name: /of 3/ }).querySelector('img');
}

describe('MediaGallery', () => {
  it('shows the first item with responsive sources, eager and with high priority', () => {
    render(<MediaGallery items={images} productName="Yard Signs" />);
    const image = screen.getByRole('img', { name: 'Yard Signs, image 1 of 3' });
    expect(image).toHaveAttribute('src', '/media/products/sign-1.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/sign-1-600.webp 600w, /media/products/sign-1.webp 1200w',
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(counter()).toHaveTextContent('1 / 3');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with next and previous, wrapping round at both ends', async () => {
    const user = userEvent.setup();
    render(<MediaGallery items={images} productName="Yard Signs" />);
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(mainImage()).toHaveAttribute('src', '/media/products/sign-2.webp');
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    await user.click(screen.getByRole('button', { name: 'Next media' }));
    expect(counter()).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous media' }));
    expect(counter()).toHaveTextContent('3 / 3');
    expect(mainImage()).toHaveAttribute('src', '/media/products/sign-3.webp');
  });

  it('shows the item of a clicked thumbnail and marks it as the current one', async () => {
    const user = userEvent.setup();
    render(<MediaGallery items={images} productName="Yard Signs" />);
    const first = screen.getByRole('button', { name: 'Show image 1 of 3' });
    const third = screen.getByRole('button', { name: 'Show image 3 of 3' });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(third).getByRole('presentation', { hidden: true })).toHaveAttribute('loading', 'lazy');
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(counter()).toHaveTextContent('3 / 3');
  });

  it('follows the arrow keys while it has focus', async () => {
    const user = userEvent.setup();
    render(<MediaGallery items={images} productName="Yard Signs" />);
    screen.getByRole('group', { name: '1 of 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 3');
  });

  it('opens a full-screen dialog with the same navigation, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<MediaGallery items={images} productName="Yard Signs" />);
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Yard Signs media' });
    expect(counter(dialog)).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter(dialog)).toHaveTextContent('2 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Next media' }));
    expect(counter(dialog)).toHaveTextContent('3 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Show image 1 of 3' }));
    expect(counter(dialog)).toHaveTextContent('1 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Previous media' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery stays on the item last seen in the dialog.
    expect(counter()).toHaveTextContent('3 / 3');
  });

  it('has no arrows or thumbnails for a single item', () => {
    render(<MediaGallery items={images.slice(0, 1)} productName="Yard Signs" />);
    expect(screen.queryByRole('button', { name: 'Next media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('1 / 1');
  });

  it("says 'No media available' without any item", () => {
    render(<MediaGallery items={[]} productName="Yard Signs" />);
    expect(screen.getByText('No media available')).toBeVisible();
  });

  it('plays a video muted on a desktop, with play/pause and mute buttons and Space', async () => {
    const user = userEvent.setup();
    render(<MediaGallery items={[video, ...images]} productName="Yard Signs" />);
    const player = screen.getByLabelText('Yard Signs, video 1 of 4') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.muted).toBe(true);
    expect(player).toHaveAttribute('playsinline');
    expect(screen.getByRole('button', { name: 'Show video 1 of 4' })).toBeVisible();
    const pause = await screen.findByRole('button', { name: 'Pause video' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(player.paused).toBe(true);

    screen.getByRole('group', { name: '1 of 4' }).focus();
    await user.keyboard(' ');
    expect(player.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await user.keyboard(' ');
    expect(player.paused).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unmute video' }));
    expect(player.muted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Mute video' }));
    expect(player.muted).toBe(true);
  });

  it('does not start videos by itself on touch devices', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
    }));
    render(<MediaGallery items={[video]} productName="Yard Signs" />);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeVisible();
  });
});
