import { describe, expect, it } from 'vitest';
import { addArtworkFiles, chooseArtworkFiles, maxArtworkBytes, notArtworkMessage } from './artwork-files.ts';

function file(name: string, size = 1000, lastModified = 1): File {
  const blob = new File([new Uint8Array(Math.min(size, 16))], name, { lastModified });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

describe('addArtworkFiles', () => {
  it.each(['logo.ai', 'proof.PDF', 'photo.png', 'photo.jpg', 'photo.JPEG'])('accepts %s', (name) => {
    expect(addArtworkFiles([], [file(name)])).toEqual({ files: [expect.any(File)], problems: [] });
  });

  it.each([
    ['photo.gif', 'photo.gif is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.'],
    ['archive.zip', 'archive.zip is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.'],
    ['noextension', 'noextension is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.'],
  ])('refuses %s naming it', (name, message) => {
    expect(addArtworkFiles([], [file(name)])).toEqual({ files: [], problems: [message] });
  });

  it('refuses a file over 10 MB and accepts one of exactly 10 MB', () => {
    const result = addArtworkFiles(
      [],
      [file('big.pdf', maxArtworkBytes + 1), file('edge.pdf', maxArtworkBytes)],
    );
    expect(result.files.map((f) => f.name)).toEqual(['edge.pdf']);
    expect(result.problems).toEqual(['big.pdf is larger than 10MB.']);
  });

  it('refuses an empty file', () => {
    expect(addArtworkFiles([], [file('empty.png', 0)]).problems).toEqual(['empty.png is empty.']);
  });

  it('keeps earlier files, skips a repeat and stops at 10 files', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`art-${i}.png`, 100, i));
    const result = addArtworkFiles(nine, [file('art-0.png', 100, 0), file('ten.png'), file('eleven.png')]);
    expect(result.files).toHaveLength(10);
    expect(result.problems).toEqual(['eleven.png was not added: at most 10 files per item.']);
  });
});

describe('chooseArtworkFiles', () => {
  const bytes = (...values: (number | string)[]) =>
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value]));
  const withContent = (name: string, content: number[]) => new File([new Uint8Array(content)], name);

  it.each([
    ['proof.pdf', bytes('%PDF-1.7\n')],
    ['logo.ai', bytes('%PDF-1.5')],
    ['old-logo.ai', bytes('%!PS-Adobe-3.0')],
    ['photo.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
  ])('keeps %s, whose first bytes are an accepted type', async (name, content) => {
    const result = await chooseArtworkFiles([], [withContent(name, content)]);
    expect(result.problems).toEqual([]);
    expect(result.files.map((f) => f.name)).toEqual([name]);
  });

  it.each([
    ['logo.pdf', bytes('PK', 3, 4, 'word/document.xml')],
    ['photo.png', bytes('GIF89a')],
    ['notes.jpg', bytes('Hello, this is text')],
  ])('refuses %s, a renamed file, naming it, and keeps the others', async (name, content) => {
    const good = withContent('good.pdf', bytes('%PDF-1.4'));
    const result = await chooseArtworkFiles([], [withContent(name, content), good]);
    expect(result.files).toEqual([good]);
    expect(result.problems).toEqual([notArtworkMessage(name)]);
  });

  it('judges the name and size first, and reads only the files those rules let in', async () => {
    const renamedGif = withContent('anim.gif', bytes('%PDF-1.4'));
    const result = await chooseArtworkFiles([], [renamedGif]);
    expect(result.problems).toEqual([
      'anim.gif is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.',
    ]);
  });
});
