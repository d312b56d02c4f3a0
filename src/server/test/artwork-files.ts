import sharp from 'sharp';

/** Small real files of each kind the artwork upload judges, built in memory. */
const image = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } });

export const artworkBytes = {
  /**
   * A one-page PDF of 3.5 × 2 in (a business card) in 193 bytes (no cross-reference table: readers rebuild
   * it), padded to `size` bytes when given.
   */
  pdf: (size?: number) => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 252 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    if (size === undefined) return pdf;
    // Padded with a PDF comment to exactly `size` bytes.
    return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, '%')]);
  },
  png: () => image().png().toBuffer(),
  jpeg: () => image().jpeg().toBuffer(),
  gif: () => image().gif().toBuffer(),
  /** A PDF-compatible Adobe Illustrator file (what Illustrator 9 and later save by default). */
  aiPdf: () => Buffer.concat([pdfWithPages([[252, 144]]), Buffer.from('% AIPrivateData1\n', 'latin1')]),
  /** An Illustrator 8 (PostScript) file. */
  aiPostScript: () =>
    Buffer.from('%!PS-Adobe-3.0 \n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 10 10\n%%EOF\n'),
  text: () => Buffer.from('Just some notes, not artwork.\n'),
};

/** A PDF of these objects (numbered from 1; the first is the catalogue), with its cross-reference table. */
function pdfOf(objects: readonly string[], trailerExtra = ''): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF with `pages` pages of the given sizes in points (72 a inch); `encrypt` locks it with a password. */
export function pdfWithPages(
  pages: readonly (readonly [number, number])[],
  extra: { encrypt?: boolean } = {},
): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids = pages.map((_, index) => `${3 + index} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  for (const [width, height] of pages) {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] >>`);
  }
  if (!extra.encrypt) return pdfOf(objects);
  // The standard security handler with an owner and user key that no empty password opens.
  const key = `<${'ab'.repeat(32)}>`;
  objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${key} /U ${key} /P -4 >>`);
  const id = `<${'01'.repeat(16)}>`;
  return pdfOf(objects, ` /Encrypt ${objects.length} 0 R /ID [${id} ${id}]`);
}

/**
 * A one-page PDF whose page paints `count` small squares: cheap to send, slow to draw (each is parsed and
 * painted), for the PDF thread's time limit.
 */
export function pdfSlowToDraw(count: number): Buffer {
  const content = Array.from({ length: count }, (_, index) => `${index % 600} ${index % 780} 2 2 re f`).join(
    '\n',
  );
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/**
 * A one-page PDF drawn the way design tools write them: filled, even-odd filled and stroked paths, a clip,
 * a colour picture and text in a standard (not embedded) font. A Letter page unless a page size in points
 * is given (the design is stretched to it); a red panel fills it but for a 1/16 of each side in white.
 */
export function pdfWithVectorArt(widthPt = 612, heightPt = 792): Buffer {
  const picture = '\xff\x00\x00\x00\xff\x00\x00\x00\xff\xff\xff\x00';
  const content = [
    `q ${widthPt / 612} 0 0 ${heightPt / 792} 0 0 cm`,
    '0.9 0.2 0.1 rg 38.25 49.5 535.5 693 re f',
    '0 0 1 RG 4 w 72 72 m 540 720 l S',
    '0.1 0.6 0.2 rg 100 100 m 300 100 l 200 300 l h 150 150 m 250 150 l 200 250 l h f*',
    'q 300 300 200 200 re W n 0 0 0 rg 250 250 300 300 re f Q',
    'q 200 0 0 100 300 600 cm /Im1 Do Q',
    'BT /F1 36 Tf 72 400 Td (Grand Opening) Tj ET',
    'Q',
  ].join('\n');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${picture.length} >>\nstream\n${picture}\nendstream`,
  ]);
}

/**
 * Where to look on a drawing of pdfWithVectorArt's page, as fractions of its width and height from the top
 * left: in the red panel with nothing over it, and in the white margin.
 */
export const vectorArtSpots = { red: [0.1, 0.3], white: [0.01, 0.01] } as const;

/** Whether an RGB colour is the panel's red (0.9, 0.2, 0.1), or white, as a lossy picture keeps them. */
export const looksRed = ([red = 0, green = 255, blue = 255]: readonly number[]) =>
  red > 200 && green < 90 && blue < 70;
export const looksWhite = (rgb: readonly number[]) => rgb.every((channel) => channel > 235);

/** A one-page PDF that draws a picture declared as `width` × `height` pixels over a few bytes of data. */
export function pdfWithHugeImage(width: number, height: number): Buffer {
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length 3 >>\nstream\nabc\nendstream`,
  ]);
}
