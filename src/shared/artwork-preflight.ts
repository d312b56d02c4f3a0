import { customDimensionsOf } from './custom-size.ts';
/**
 * The artwork check (docs/product/storefront.md#the-artwork-check): how well a file prints at the size
 * ordered. The browser shows it the moment a file is chosen; the server computes the same from the file's
 * bytes, stores the facts with the file, and every page shows the result. One place for the thresholds, the
 * words and the arithmetic.
 */

/**
 * Pixels per printed inch: at or above `great` prints sharp, at or above `ok` is fine at this size. The
 * shop may set a pair per product or per category; otherwise they follow the kind of print
 * (docs/product/storefront.md#the-artwork-check).
 */
export type PrintDpiSetting = { great: number; ok: number };

/** The largest image the server reads (an upload of more pixels is refused): 150 megapixels. */
export const MAX_ARTWORK_PIXELS = 150_000_000;

/**
 * What a print is, from its printed size: a small print fits on a tabloid sheet (no side over 17 in: cards,
 * flyers, stickers), a banner covers more than 2 m² (3,100 sq in; a 4' × 6' banner), a sign is in between.
 */
export type PrintKind = 'small' | 'sign' | 'banner';

const SMALL_PRINT_SIDE_IN = 17;
const BANNER_AREA_M2 = 2;
const SQUARE_METRES_PER_SQUARE_INCH = 0.0254 * 0.0254;

export function printKindOf(size: PrintSize): PrintKind {
  if (size.widthIn * size.heightIn * SQUARE_METRES_PER_SQUARE_INCH > BANNER_AREA_M2) return 'banner';
  if (Math.max(size.widthIn, size.heightIn) <= SMALL_PRINT_SIDE_IN) return 'small';
  return 'sign';
}

/** The thresholds by kind when the shop sets none: the further a print is seen from, the fewer dots it needs. */
export const printDpiByKind: Record<PrintKind, PrintDpiSetting> = {
  small: { great: 300, ok: 150 },
  sign: { great: 150, ok: 75 },
  banner: { great: 100, ok: 50 },
};

const kindWords: Record<PrintKind, { what: string; seen: string }> = {
  small: { what: 'a print', seen: 'seen up close' },
  sign: { what: 'a sign', seen: 'seen from a few feet away' },
  banner: { what: 'a banner', seen: 'seen from 10 feet or more' },
};

/** The thresholds that apply to a file printed at `size`, and what they are for (the check's words). */
export type PrintDpi = PrintDpiSetting & {
  /** The shop's own setting for the product (or its category), or the kind of print the size makes. */
  basis: PrintKind | 'shop';
};

/** A product's or a category's stored pair (both null: none set). */
export type StoredPrintDpi = { printDpiGreat: number | null; printDpiOk: number | null };

/** The shop's setting for a product: its own pair, else its category's; null when neither is set. */
export function shopPrintDpi(
  product: StoredPrintDpi,
  category?: StoredPrintDpi | null,
): PrintDpiSetting | null {
  for (const pair of [product, category]) {
    if (pair?.printDpiGreat && pair.printDpiOk) return { great: pair.printDpiGreat, ok: pair.printDpiOk };
  }
  return null;
}

/**
 * The thresholds at `size`: the shop's setting when it has one; else the kind's, lowered where the largest
 * upload could not reach them (a 10' × 20' banner at 100 DPI needs 288 MP), so green is always within reach.
 */
export function printDpiAt(size: PrintSize, setting: PrintDpiSetting | null | undefined): PrintDpi {
  if (setting) return { great: setting.great, ok: setting.ok, basis: 'shop' };
  const kind = printKindOf(size);
  const reachable = Math.floor(Math.sqrt(MAX_ARTWORK_PIXELS / (size.widthIn * size.heightIn)));
  const { great, ok } = printDpiByKind[kind];
  if (reachable >= great) return { great, ok, basis: kind };
  return { great: Math.max(1, reachable), ok: Math.max(1, Math.floor(reachable / 2)), basis: kind };
}

/** A page may differ from the ordered shape by this much (2 %) and still count as the same shape. */
const ASPECT_TOLERANCE = 0.02;
/** A bleed of 1/8 in on every side: the page is 1/4 in wider and taller than the trimmed size. */
const BLEED_IN = 0.125;

type PreflightLevel = 'great' | 'ok' | 'low';

const preflightHeadlines: Record<PreflightLevel, string> = {
  great: 'Great for print',
  ok: 'OK at this size',
  low: 'Low resolution: this may print blurry',
};

/** A printed size in inches. */
export type PrintSize = { widthIn: number; heightIn: number };

export type PreflightResult = { level: PreflightLevel; headline: string; reason: string };

function inches(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function sizeText(size: PrintSize): string {
  return `${inches(size.widthIn)} × ${inches(size.heightIn)} in`;
}

/**
 * The image's resolution printed at `size`, in the better of the two orientations (a landscape photo on a
 * portrait banner is turned): the smaller of its two pixels-per-inch, so nothing is stretched further.
 */
export function effectiveDpi(pixels: { width: number; height: number }, size: PrintSize): number {
  const upright = Math.min(pixels.width / size.widthIn, pixels.height / size.heightIn);
  const turned = Math.min(pixels.width / size.heightIn, pixels.height / size.widthIn);
  return Math.max(upright, turned);
}

function dpiLevel(dpi: number, thresholds: PrintDpiSetting): PreflightLevel {
  if (dpi >= thresholds.great) return 'great';
  if (dpi >= thresholds.ok) return 'ok';
  return 'low';
}

/** What the thresholds are for, in the check's words. */
function purposeWords(dpi: PrintDpi): { fitFor: string; least: string } {
  if (dpi.basis === 'shop') {
    return { fitFor: 'this product', least: `the ${dpi.ok} DPI the shop asks for this product` };
  }
  const { what, seen } = kindWords[dpi.basis];
  return { fitFor: `${what} of this size, ${seen}`, least: `the ${dpi.ok} DPI ${what} of this size needs` };
}

/**
 * A PNG or JPEG of `pixels` printed at `size`: the light, its headline and the reason in numbers, against the
 * shop's setting for the product (or its category), or the thresholds of the kind of print.
 */
export function imagePreflight(
  pixels: { width: number; height: number },
  size: PrintSize,
  setting?: PrintDpiSetting | null,
): PreflightResult {
  const thresholds = printDpiAt(size, setting);
  const dpi = Math.floor(effectiveDpi(pixels, size));
  const level = dpiLevel(dpi, thresholds);
  const measured = `${pixels.width} × ${pixels.height} px printed at ${sizeText(size)} is about ${dpi} DPI`;
  const needed = (target: number) =>
    `${Math.ceil(size.widthIn * target)} × ${Math.ceil(size.heightIn * target)} px`;
  const { fitFor, least } = purposeWords(thresholds);
  const reason =
    level === 'great'
      ? `${measured}: great for ${fitFor} (${thresholds.great} DPI or more).`
      : level === 'ok'
        ? `${measured}: fine for ${fitFor} (${thresholds.ok} DPI or more); ${needed(thresholds.great)} would be great (${thresholds.great} DPI).`
        : `${measured}, under ${least}: it may look soft or pixelated. Send at least ${needed(thresholds.ok)}, or a vector PDF; you may still order it as it is.`;
  return { level, headline: preflightHeadlines[level], reason };
}

/** A PDF's pages as the check reads them: how many, and the first page's size in points (1/72 in). */
export type PdfFacts = { pageCount: number; widthPt: number; heightPt: number };

function sameShape(a: PrintSize, b: PrintSize): boolean {
  const ratio = (size: PrintSize) => size.widthIn / size.heightIn;
  const close = (x: number, y: number) => Math.abs(x / y - 1) <= ASPECT_TOLERANCE;
  return close(ratio(a), ratio(b)) || close(ratio(a), 1 / ratio(b));
}

/** A page within this many inches of a size is that size (PDF tools round to the point or the mm). */
const SIZE_TOLERANCE_IN = 0.06;

function sameSize(a: PrintSize, b: PrintSize): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) <= SIZE_TOLERANCE_IN;
  return (
    (close(a.widthIn, b.widthIn) && close(a.heightIn, b.heightIn)) ||
    (close(a.widthIn, b.heightIn) && close(a.heightIn, b.widthIn))
  );
}

/**
 * A PDF printed at `size` on `sides` sides: its first page against the ordered size (exactly, or with a
 * 1/8 in bleed, or at least the same shape, which scales without loss for vector art), and its page count
 * against the sides.
 */
export function pdfPreflight(pdf: PdfFacts, size: PrintSize, sides: 1 | 2): PreflightResult {
  const page = { widthIn: pdf.widthPt / 72, heightIn: pdf.heightPt / 72 };
  const bled = { widthIn: size.widthIn + 2 * BLEED_IN, heightIn: size.heightIn + 2 * BLEED_IN };
  const pageText = `The page is ${sizeText(page)}`;
  let level: PreflightLevel;
  let reason: string;
  if (sameSize(page, size)) {
    level = 'great';
    reason = `${pageText}, the size ordered.`;
  } else if (sameSize(page, bled)) {
    level = 'great';
    reason = `${pageText}: the size ordered with a 1/8 in bleed.`;
  } else if (sameShape(page, size) || sameShape(page, bled)) {
    level = 'ok';
    reason = `${pageText}, the same shape as ${sizeText(size)}: it is scaled to fit (vector art stays sharp; pictures in it may soften).`;
  } else {
    level = 'low';
    reason = `${pageText}, a different shape from ${sizeText(size)}: it would be cropped or leave blank edges.`;
  }
  if (sides === 2 && pdf.pageCount < 2) {
    level = level === 'great' ? 'ok' : level;
    reason += ' Two-sided printing needs two pages (front and back); this file has one.';
  } else if (pdf.pageCount > sides) {
    reason += ` It has ${pdf.pageCount} pages; we print the first ${sides === 2 ? 'two' : 'one'}.`;
  }
  const headline =
    level === 'low' ? 'Page size does not match' : level === 'ok' ? 'OK at this size' : 'Great for print';
  return { level, headline, reason };
}

/** What the server stored of a file (uploaded_files): pixels for an image, pages for a PDF; null when not read. */
export type StoredArtworkFacts = {
  pixelWidth: number | null;
  pixelHeight: number | null;
  pageCount: number | null;
  pageWidthPt: number | null;
  pageHeightPt: number | null;
};

/**
 * The check of a stored file against its line's size and sides, and the shop's DPI setting for its product
 * (worked out whenever the file is shown, so a changed setting applies at once); null when there is nothing to measure (the
 * size has no printed dimensions, or the file is of a kind that is not read, such as PostScript .ai).
 */
export function checkStoredArtwork(
  facts: StoredArtworkFacts,
  size: PrintSize | null,
  sides: 1 | 2,
  setting?: PrintDpiSetting | null,
): PreflightResult | null {
  if (!size) return null;
  if (facts.pixelWidth && facts.pixelHeight) {
    return imagePreflight({ width: facts.pixelWidth, height: facts.pixelHeight }, size, setting);
  }
  if (facts.pageCount && facts.pageWidthPt && facts.pageHeightPt) {
    return pdfPreflight(
      { pageCount: facts.pageCount, widthPt: facts.pageWidthPt, heightPt: facts.pageHeightPt },
      size,
      sides,
    );
  }
  return null;
}

/** A size option's printed dimensions, when it has them. */
export function printSizeOf(
  size: { widthIn?: number | undefined; heightIn?: number | undefined } | undefined | null,
): PrintSize | null {
  return size?.widthIn && size.heightIn ? { widthIn: size.widthIn, heightIn: size.heightIn } : null;
}

/**
 * The printed size of a line or a configurator's selection: its custom size (in inches), or its size
 * option's dimensions when it has them; null when there is nothing to measure against.
 */
export function printSizeOfSelection(
  product: {
    sizes: readonly { value: string; widthIn?: number | undefined; heightIn?: number | undefined }[];
  },
  selection: {
    size?: string | null | undefined;
    customWidthIn?: number | null | undefined;
    customHeightIn?: number | null | undefined;
  },
): PrintSize | null {
  return (
    customDimensionsOf(selection) ?? printSizeOf(product.sizes.find((size) => size.value === selection.size))
  );
}
