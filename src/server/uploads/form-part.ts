import { createHash } from 'node:crypto';

/** A text field of a multipart form; `truncated` when it was longer than the parser's field-size limit. */
type FormField = { kind: 'field'; name: string; value: string; truncated: boolean };

/** A file of a multipart form; read `stream` to the end before asking `truncated()` (over the size limit). */
export type FormFile = {
  kind: 'file';
  name: string;
  fileName: string;
  stream: AsyncIterable<Buffer>;
  truncated: () => boolean;
};

/** One part of a multipart form, as the transport hands it to a service (no Fastify types). */
export type FormPart = FormField | FormFile;

export type ReadFile = { bytes: Buffer; sha256: string; truncated: boolean };

/** Reads a file part to the end, hashing as it goes. Bytes beyond the parser's size limit never arrive. */
export async function readFormFile(file: FormFile): Promise<ReadFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) {
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), sha256: hash.digest('hex'), truncated: file.truncated() };
}
