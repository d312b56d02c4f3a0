import { describe, expect, it } from 'vitest';
import { artworkBytes } from '#server/test/artwork-files';
import { detectArtworkType } from './artwork-type.ts';
import { sanitizeFileName } from './file-name.ts';

describe('detectArtworkType', () => {
  it.each([
    ['a PDF', 'a.pdf', () => artworkBytes.pdf(), { mimeType: 'application/pdf', extension: 'pdf' }],
    [
      'a PDF under another name',
      'a.png',
      () => artworkBytes.pdf(),
      { mimeType: 'application/pdf', extension: 'pdf' },
    ],
    ['a PNG', 'a.png', () => artworkBytes.png(), { mimeType: 'image/png', extension: 'png' }],
    ['a JPEG', 'a.jpg', () => artworkBytes.jpeg(), { mimeType: 'image/jpeg', extension: 'jpg' }],
    [
      'a PDF-compatible AI',
      'a.ai',
      () => artworkBytes.aiPdf(),
      { mimeType: 'application/pdf', extension: 'ai' },
    ],
    [
      'a PostScript AI',
      'a.Ai',
      () => artworkBytes.aiPostScript(),
      { mimeType: 'application/postscript', extension: 'ai' },
    ],
  ])('accepts %s', async (_case, name, make, expected) => {
    expect(await detectArtworkType(await make(), name)).toEqual(expected);
  });

  it.each([
    ['text named .pdf', 'a.pdf', () => artworkBytes.text()],
    ['text named .ai', 'a.ai', () => artworkBytes.text()],
    ['a GIF', 'a.gif', () => artworkBytes.gif()],
    ['PostScript not named .ai', 'a.ps', () => artworkBytes.aiPostScript()],
    ['an empty file', 'a.pdf', () => Buffer.alloc(0)],
    ['"%!" without PS named .ai', 'a.ai', () => Buffer.from('%!FontType1')],
  ])('refuses %s', async (_case, name, make) => {
    expect(await detectArtworkType(await make(), name)).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['logo.pdf', 'logo.pdf'],
    ['C:\\fakepath\\logo.pdf', 'logo.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  spaced name.png  ', 'spaced name.png'],
    ['bad\u0000\u001f\u202ename.pdf', 'badname.pdf'],
    ['', 'file'],
    ['..', 'file'],
    ['dir/', 'file'],
    [undefined, 'file'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('shortens a long name to 200 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.pdf')).toBe(true);
  });
});
