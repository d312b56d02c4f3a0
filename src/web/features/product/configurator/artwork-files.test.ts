import { describe, expect, it } from 'vitest';
import { addArtworkFiles, maxArtworkBytes } from './artwork-files.ts';

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
