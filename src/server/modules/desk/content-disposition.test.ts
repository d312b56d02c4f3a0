import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it.each([
    ['artwork.pdf', `attachment; filename="artwork.pdf"; filename*=UTF-8''artwork.pdf`],
    [
      'my logo (final).png',
      `attachment; filename="my logo (final).png"; filename*=UTF-8''my%20logo%20%28final%29.png`,
    ],
    ['café menü.pdf', `attachment; filename="caf_ men_.pdf"; filename*=UTF-8''caf%C3%A9%20men%C3%BC.pdf`],
    ['say "hi"\\.ai', `attachment; filename="say _hi__.ai"; filename*=UTF-8''say%20%22hi%22%5C.ai`],
    ["it's*.jpg", `attachment; filename="it's*.jpg"; filename*=UTF-8''it%27s%2A.jpg`],
    ['line\r\nbreak.pdf', `attachment; filename="line__break.pdf"; filename*=UTF-8''line%0D%0Abreak.pdf`],
  ])('%j', (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });
});
