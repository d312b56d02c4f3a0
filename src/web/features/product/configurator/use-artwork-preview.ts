import { useEffect, useState } from 'react';
import type { PdfFacts } from '#shared/artwork-preflight';

export type ArtworkPreview = {
  /** An object URL of the chosen image, or of a picture of a PDF's first page, for its thumbnail. */
  url: string | null;
  /** The image's size in pixels once the browser has read it. */
  pixels: { width: number; height: number } | null;
  /** A PDF's pages once the browser has read it. */
  pdf: PdfFacts | null;
  /** The browser could not open the file (the server will refuse it too). */
  unreadable: boolean;
};

const nothingYet: ArtworkPreview = { url: null, pixels: null, pdf: null, unreadable: false };
/** Past this, the preview is given up (the server still checks the file). */
const PDF_PREVIEW_MS = 10_000;

const imageTypes = /^image\/(png|jpeg)$/;
const imageNames = /\.(png|jpe?g)$/i;

function isImageFile(file: File): boolean {
  return imageTypes.test(file.type) || imageNames.test(file.name);
}

export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/**
 * A PDF read by pdf.js, loaded only now (its own chunk and worker); in a browser without workers, or when it
 * fails or takes too long, there is no preview and the server's check stands alone.
 */
function previewPdf(file: File, show: (preview: ArtworkPreview) => void): () => void {
  let live = true;
  let url: string | null = null;
  if (typeof Worker === 'undefined') return () => {};
  const timer = setTimeout(() => {
    live = false;
  }, PDF_PREVIEW_MS);
  import('./pdf-preview.ts')
    .then(({ readPdfPreview }) => readPdfPreview(file))
    .then(({ facts, thumbnail }) => {
      if (!live) return;
      url = thumbnail ? URL.createObjectURL(thumbnail) : null;
      show({ url, pixels: null, pdf: facts, unreadable: false });
    })
    .catch(() => {
      if (live) show({ ...nothingYet, unreadable: true });
    })
    .finally(() => clearTimeout(timer));
  return () => {
    live = false;
    clearTimeout(timer);
    if (url) URL.revokeObjectURL(url);
  };
}

/**
 * The chosen file as the browser sees it, at once (the server checks it again on upload): a PNG or JPEG's
 * thumbnail and size in pixels, or a PDF's pages and a picture of its first. The object URL is let go when
 * the file leaves the list.
 */
export function useArtworkPreview(file: File): ArtworkPreview {
  const [preview, setPreview] = useState<ArtworkPreview>(nothingYet);
  useEffect(() => {
    if (isPdfFile(file)) return previewPdf(file, setPreview);
    if (!isImageFile(file)) return;
    const url = URL.createObjectURL(file);
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live)
        setPreview({
          url,
          pixels: { width: image.naturalWidth, height: image.naturalHeight },
          pdf: null,
          unreadable: false,
        });
    };
    image.onerror = () => {
      if (live) setPreview({ ...nothingYet, unreadable: true });
    };
    image.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return preview;
}
