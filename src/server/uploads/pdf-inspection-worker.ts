import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Runs in a worker thread with its own memory limits (pdf-inspection.ts), so a hostile PDF can stall or
 * exhaust only this thread: for each job, opens the PDF with pdf.js, reads its page count and the first
 * page's size in points (rotation applied), and draws that page small for a WebP thumbnail; asked for pages
 * (a proof), draws the first ones larger too. One job at a time; the pool ends the thread when a job takes
 * too long.
 *
 * pdf.js must resolve the same @napi-rs/canvas as this file (keep pdfjs-dist on the line whose optional
 * dependency matches ours, so npm installs one copy): with two copies, pdf.js draws with one's Path2D on the
 * other's canvas, which refuses or crashes on every filled shape.
 */

export type PdfWorkerJob = {
  id: number;
  bytes: Uint8Array;
  thumbnailPx: number;
  /** Pages to draw for viewing: the first `count`, each `px` on its longer side. */
  pages?: { count: number; px: number } | undefined;
};

export type PdfWorkerAnswer =
  | {
      ok: true;
      pageCount: number;
      widthPt: number;
      heightPt: number;
      thumbnailWebp: Uint8Array;
      pageWebps: Uint8Array[];
    }
  | { ok: false; reason: 'password' | 'damaged' };

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

/** A page drawn on white, `px` on its longer side, as WebP of `quality` (0 to 100). */
async function draw(page: PdfPage, px: number, quality: number): Promise<Uint8Array> {
  const size = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: px / Math.max(size.width, size.height) });
  const canvas = createCanvas(
    Math.max(1, Math.ceil(viewport.width)),
    Math.max(1, Math.ceil(viewport.height)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise;
  // Encoded here, in the worker: the main thread neither decodes nor encodes the picture again.
  return new Uint8Array(await canvas.encode('webp', quality));
}

async function inspect({ bytes, thumbnailPx, pages }: PdfWorkerJob): Promise<PdfWorkerAnswer> {
  const loading = getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    // Pictures of more than 25 megapixels are left out of the thumbnail rather than decoded.
    maxImageSize: 25_000_000,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const size = page.getViewport({ scale: 1 });
    const thumbnailWebp = await draw(page, thumbnailPx, 70);
    const pageWebps: Uint8Array[] = [];
    for (let number = 1; pages && number <= Math.min(pages.count, document.numPages); number += 1) {
      pageWebps.push(await draw(await document.getPage(number), pages.px, 80));
    }
    return {
      ok: true,
      pageCount: document.numPages,
      widthPt: size.width,
      heightPt: size.height,
      thumbnailWebp,
      pageWebps,
    };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, reason: name === 'PasswordException' ? 'password' : 'damaged' };
  } finally {
    // Whatever happened, the document's memory goes back before the thread takes the next job.
    await loading.destroy();
  }
}

parentPort?.on('message', async (job: PdfWorkerJob) => {
  parentPort?.postMessage({ id: job.id, answer: await inspect(job) });
});
