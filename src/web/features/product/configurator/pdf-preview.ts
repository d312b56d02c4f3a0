import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfFacts } from '#shared/artwork-preflight';

/**
 * The browser's preview of a chosen PDF (the server reads it again on upload): its page count, the first
 * page's size in points and a small picture of it. Loaded only when a PDF is chosen, so pdf.js never
 * weighs on the product page itself; pdf.js parses in its own worker.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

const PREVIEW_PX = 240;

export async function readPdfPreview(file: File): Promise<{ facts: PdfFacts; thumbnail: Blob | null }> {
  const loading = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    disableFontFace: true,
    // As on the server: pictures over 25 megapixels are left out of the picture rather than decoded.
    maxImageSize: 25_000_000,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const size = page.getViewport({ scale: 1 });
    const facts = { pageCount: document.numPages, widthPt: size.width, heightPt: size.height };
    const viewport = page.getViewport({ scale: PREVIEW_PX / Math.max(size.width, size.height) });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(viewport.width));
    canvas.height = Math.max(1, Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    if (!context) return { facts, thumbnail: null };
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    const thumbnail = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
    return { facts, thumbnail };
  } finally {
    await loading.destroy();
  }
}
