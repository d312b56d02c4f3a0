import { useEffect, useState } from 'react';

export type ArtworkPreview = {
  /** An object URL of the chosen image, for its thumbnail; null for a PDF or AI file. */
  url: string | null;
  /** The image's size in pixels once the browser has read it. */
  pixels: { width: number; height: number } | null;
  /** The browser could not open the image (the server will refuse it too). */
  unreadable: boolean;
};

const imageTypes = /^image\/(png|jpeg)$/;
const imageNames = /\.(png|jpe?g)$/i;

export function isImageFile(file: File): boolean {
  return imageTypes.test(file.type) || imageNames.test(file.name);
}

/**
 * The chosen file as the browser sees it, at once (the server checks it again on upload): a PNG or JPEG's
 * thumbnail and size in pixels. The object URL is let go when the file leaves the list.
 */
export function useArtworkPreview(file: File): ArtworkPreview {
  const [preview, setPreview] = useState<ArtworkPreview>({ url: null, pixels: null, unreadable: false });
  useEffect(() => {
    if (!isImageFile(file)) return;
    const url = URL.createObjectURL(file);
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live)
        setPreview({
          url,
          pixels: { width: image.naturalWidth, height: image.naturalHeight },
          unreadable: false,
        });
    };
    image.onerror = () => {
      if (live) setPreview({ url: null, pixels: null, unreadable: true });
    };
    image.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return preview;
}
