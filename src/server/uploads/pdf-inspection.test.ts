import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  looksRed,
  looksWhite,
  pdfSlowToDraw,
  pdfWithPages,
  pdfWithVectorArt,
  vectorArtSpots,
} from '#server/test/artwork-files';
import { drawPdfPages, inspectPdf } from './pdf-inspection.ts';

const letter = () => new Uint8Array(pdfWithPages([[612, 792]]));

describe('the PDF worker pool', () => {
  it('reads a PDF: its pages, the first page size and a thumbnail', async () => {
    const read = await inspectPdf(
      new Uint8Array(
        pdfWithPages([
          [612, 792],
          [612, 792],
        ]),
      ),
      240,
    );
    expect(read).toMatchObject({
      ok: true,
      facts: { pageCount: 2, pageWidthPt: 612, pageHeightPt: 792, thumbnail: expect.any(String) },
    });
    // The thumbnail is a WebP, 240 px on the page's longer side.
    const thumbnail = Buffer.from((read.ok && read.facts.thumbnail) || '', 'base64');
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', height: 240, width: 186 });
  });

  it('draws a designed page (paths, a clip, a picture and text): the thumbnail shows what the page paints', async () => {
    const read = await inspectPdf(new Uint8Array(pdfWithVectorArt()), 240);
    expect(read).toMatchObject({ ok: true, facts: { pageCount: 1, pageWidthPt: 612, pageHeightPt: 792 } });
    const thumbnail = Buffer.from((read.ok && read.facts.thumbnail) || '', 'base64');
    const { data, info } = await sharp(thumbnail).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = ([x, y]: readonly [number, number]) => {
      const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3;
      return [...data.subarray(at, at + 3)];
    };
    expect(looksRed(pixel(vectorArtSpots.red))).toBe(true);
    expect(looksWhite(pixel(vectorArtSpots.white))).toBe(true);
  });

  it('draws pages for a proof as WebP at the size asked', async () => {
    const drawn = await drawPdfPages(letter(), { count: 1, px: 800 });
    expect(drawn).toMatchObject({ ok: true, pageCount: 1 });
    const [page] = drawn.ok ? drawn.pages : [];
    expect(await sharp(page).metadata()).toMatchObject({ format: 'webp', height: 800 });
  });

  it('ends a thread that runs past its time, answers "too slow", and the next PDF is read by a fresh one', async () => {
    // Some three seconds of drawing, against a limit of a tenth of one: the limit, not the drawing, ends it.
    const slow = new Uint8Array(pdfSlowToDraw(100_000));
    const started = Date.now();
    expect(await inspectPdf(slow, 240, 0.1)).toEqual({ ok: false, why: 'too-slow' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await inspectPdf(letter(), 240)).toMatchObject({ ok: true, facts: { pageCount: 1 } });
  });

  it('reads many PDFs side by side', async () => {
    const reads = await Promise.all(Array.from({ length: 12 }, () => inspectPdf(letter(), 240)));
    expect(reads.every((read) => read.ok)).toBe(true);
  });
});
