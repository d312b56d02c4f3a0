import sharp from 'sharp';

/** Small real files of each kind the artwork upload judges, built in memory. */
const image = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } });

export const artworkBytes = {
  pdf: (size?: number) => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
    );
    if (size === undefined) return pdf;
    // Padded with a PDF comment to exactly `size` bytes.
    return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, '%')]);
  },
  png: () => image().png().toBuffer(),
  jpeg: () => image().jpeg().toBuffer(),
  gif: () => image().gif().toBuffer(),
  /** A PDF-compatible Adobe Illustrator file (what Illustrator 9 and later save by default). */
  aiPdf: () => Buffer.from('%PDF-1.6\n%\u00e2\u00e3\u00cf\u00d3\n% AIPrivateData1\n%%EOF\n', 'latin1'),
  /** An Illustrator 8 (PostScript) file. */
  aiPostScript: () =>
    Buffer.from('%!PS-Adobe-3.0 \n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 10 10\n%%EOF\n'),
  text: () => Buffer.from('Just some notes, not artwork.\n'),
};
