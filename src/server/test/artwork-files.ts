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
