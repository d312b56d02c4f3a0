import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Pictures of a given size built in memory, in each format the image upload accepts. */
export const pictureBytes = {
  png: (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1e40af' } })
      .png()
      .toBuffer(),
  jpeg: (width: number, height: number, orientation?: number) => {
    const image = sharp({ create: { width, height, channels: 3, background: '#b91c1c' } }).jpeg();
    return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
  },
  gif: (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#15803d' } })
      .gif()
      .toBuffer(),
  webp: (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#a16207' } })
      .webp()
      .toBuffer(),
  /** A valid PNG header claiming width x height pixels with a tiny body: a decompression bomb's shape. */
  pngClaiming: (width: number, height: number) =>
    pngWithHeader(width, height, 2, Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
};

/**
 * A PNG whose header says `width` × `height` pixels of 8 bits in `colourType` (0 grey, 2 RGB), with `idat`
 * as its only data: the pixels it claims, not the pixels it holds.
 */
export function pngWithHeader(width: number, height: number, colourType: 0 | 2, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO base media file (MP4 / MOV) of `size` bytes: an ftyp box with the given brand, then an mdat box. */
function isoMedia(brand: string, size: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand.padEnd(4, ' '), 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp42', 16, 'latin1');
  const mdat = Buffer.alloc(Math.max(8, size - ftyp.length));
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A Matroska / WebM file: the EBML header naming the document type, then a filler to `size` bytes. */
function ebml(docType: string, size: number): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const body = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
  ]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
}

/** A RIFF AVI file of `size` bytes (the header only, then zeros). */
function avi(size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 16));
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length - 8, 4);
  bytes.write('AVI LIST', 8, 'latin1');
  return bytes;
}

/** Small videos whose first bytes are those of each accepted container (enough for the sniffer). */
export const videoBytes = {
  mp4: (size = 64 * 1024) => isoMedia('isom', size),
  mov: (size = 32 * 1024) => isoMedia('qt', size),
  webm: (size = 32 * 1024) => ebml('webm', size),
  mkv: (size = 32 * 1024) => ebml('matroska', size),
  avi: (size = 32 * 1024) => avi(size),
};

export type UploadFile = { name: string; bytes: Buffer; type?: string };

/** POSTs files as the admin media form does: one part per file under `field`. */
export function postUpload(
  app: FastifyInstance,
  url: '/api/upload/images' | '/api/upload/videos',
  field: string,
  files: readonly UploadFile[],
  cookie?: string,
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      field,
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
    );
  }
  return app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: form });
}

/** A multipart form's parts in the order sent: text fields as [name, value], files as UploadFiles under `field`. */
export type FormEntry = [name: string, value: string] | { field: string; file: UploadFile };

/** Sends a multipart form (e.g. a review form) with the parts in the given order. */
export function sendForm(
  app: FastifyInstance,
  request: {
    method: 'POST' | 'PATCH';
    url: string;
    entries: readonly FormEntry[];
    cookie?: string;
    remoteAddress?: string;
  },
) {
  const form = new FormData();
  for (const entry of request.entries) {
    if (Array.isArray(entry)) {
      form.append(entry[0], entry[1]);
      continue;
    }
    const { file } = entry;
    form.append(
      entry.field,
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
    );
  }
  return app.inject({
    method: request.method,
    url: request.url,
    headers: request.cookie ? { cookie: request.cookie } : {},
    payload: form,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}
